import type { SeedLocalPage } from '../types'

export const noordBrabant: SeedLocalPage[] = [
  {
    place: 'eindhoven',
    name: 'Eindhoven',
    region: 'Noord-Brabant',
    distanceKm: 70,
    highlight: {
      nl: "Eindhoven is de thuisbasis van DAF Trucks en het hart van Brainport, met veel lease- en bedrijfsauto's die dagelijks over de A2, de A67, de A50 en de drukke Ring rijden. Voor leaserijders regelen we het netjes: met toestemming van de leasemaatschappij en met de originele software bewaard voor de inlevering. Transporteurs uit de regio kunnen hun vrachtwagens en bestelbussen ook op locatie laten tunen.",
      en: "Eindhoven is the home of DAF Trucks and the heart of Brainport, with many lease and company cars using the A2, A67, A50 and the busy Ring every day. For lease drivers we do things properly: with the leasing company's permission and with the original software kept for when the car goes back. Hauliers in the region can also have their trucks and vans tuned on location.",
      de: 'Eindhoven ist die Heimat von DAF Trucks und das Herz von Brainport, mit vielen Leasing- und Firmenfahrzeugen, die täglich über die A2, die A67, die A50 und den vielbefahrenen Ring fahren. Für Leasingfahrer regeln wir alles sauber: mit Zustimmung der Leasinggesellschaft und mit gesicherter Originalsoftware für die Rückgabe. Transportunternehmen aus der Region können ihre Lkw und Transporter auch vor Ort tunen lassen.',
    },
  },
  {
    place: 'bernheze',
    name: 'Bernheze',
    region: 'Noord-Brabant',
    distanceKm: 42,
    highlight: {
      nl: 'Bernheze, met Heesch, Nistelrode, Heeswijk-Dinther, Vorstenbosch en Loosbroek, is een echte plattelandsgemeente met veel melkvee- en varkensbedrijven en loonwerkers. Tractoren, shovels en veewagens maken hier lange dagen, en dan levert meer koppel bij een lager verbruik direct iets op. Forenzen uit Heesch rijden via de A59 naar Den Bosch en Oss, en via de A50 bent u in ruim een half uur bij ons in Nijmegen.',
      en: 'Bernheze, with Heesch, Nistelrode, Heeswijk-Dinther, Vorstenbosch and Loosbroek, is a truly rural municipality with many dairy and pig farms and agricultural contractors. Tractors, loaders and livestock trucks put in long days here, and then more torque with lower consumption pays off straight away. Commuters from Heesch take the A59 to Den Bosch and Oss, and via the A50 you reach us in Nijmegen in just over half an hour.',
      de: 'Bernheze mit Heesch, Nistelrode, Heeswijk-Dinther, Vorstenbosch und Loosbroek ist eine echte Landgemeinde mit vielen Milchvieh- und Schweinebetrieben und Lohnunternehmern. Traktoren, Radlader und Viehtransporter haben hier lange Arbeitstage, und dann zahlt sich mehr Drehmoment bei geringerem Verbrauch sofort aus. Pendler aus Heesch fahren über die A59 nach Den Bosch und Oss, und über die A50 sind Sie in gut einer halben Stunde bei uns in Nijmegen.',
    },
  },
  {
    place: 'veghel',
    name: 'Veghel',
    region: 'Noord-Brabant',
    distanceKm: 45,
    highlight: {
      nl: "Veghel, onderdeel van Meierijstad, is een knooppunt van voedingsindustrie en logistiek, met grote bedrijventerreinen langs de A50 en de Zuid-Willemsvaart. Dagelijks rijden hier honderden vrachtwagens en bestelbussen af en aan, en voor die wagenparken is een lager verbruik per kilometer de grootste winst. Via de A50 bent u in zo'n 35 minuten bij ons, of we komen met de mobiele service naar uw bedrijf.",
      en: 'Veghel, part of Meierijstad, is a hub for the food industry and logistics, with large business parks along the A50 and the Zuid-Willemsvaart canal. Hundreds of trucks and vans come and go here every day, and for those fleets lower consumption per kilometre is the biggest gain. The A50 brings you to us in about 35 minutes, or we come to your business with our mobile service.',
      de: 'Veghel, Teil von Meierijstad, ist ein Knotenpunkt für Lebensmittelindustrie und Logistik, mit großen Gewerbegebieten entlang der A50 und des Zuid-Willemsvaart-Kanals. Täglich fahren hier Hunderte Lkw und Transporter ein und aus, und für diese Fuhrparks ist ein geringerer Verbrauch pro Kilometer der größte Gewinn. Über die A50 sind Sie in rund 35 Minuten bei uns, oder wir kommen mit dem mobilen Service in Ihren Betrieb.',
    },
  },
  {
    place: 'maashorst',
    name: 'Maashorst',
    region: 'Noord-Brabant',
    distanceKm: 35,
    highlight: {
      nl: 'De gemeente Maashorst, sinds 2022 de combinatie van Uden en het voormalige Landerd, is vernoemd naar het natuurgebied tussen Uden, Schaijk en Nistelrode. In en rond Uden pendelen veel inwoners via de A50 naar Nijmegen, Den Bosch en Eindhoven, terwijl in Volkel, Odiliapeel en het buitengebied de landbouw de toon zet. Met ongeveer 35 kilometer tot onze werkplaats is zowel een afspraak in Nijmegen als een bezoek van de mobiele service snel geregeld.',
      en: 'The municipality of Maashorst, formed in 2022 from Uden and the former Landerd, is named after the nature reserve between Uden, Schaijk and Nistelrode. In and around Uden many residents commute via the A50 to Nijmegen, Den Bosch and Eindhoven, while farming sets the tone in Volkel, Odiliapeel and the countryside. At about 35 kilometres from our workshop, both an appointment in Nijmegen and a visit from our mobile service are quickly arranged.',
      de: 'Die Gemeinde Maashorst, 2022 aus Uden und dem früheren Landerd entstanden, ist nach dem Naturgebiet zwischen Uden, Schaijk und Nistelrode benannt. In und um Uden pendeln viele Einwohner über die A50 nach Nijmegen, Den Bosch und Eindhoven, während in Volkel, Odiliapeel und im Umland die Landwirtschaft den Ton angibt. Bei rund 35 Kilometern bis zu unserer Werkstatt sind sowohl ein Termin in Nijmegen als auch ein Besuch unseres mobilen Service schnell organisiert.',
    },
  },
  {
    place: 'mill-en-sint-hubert',
    name: 'Mill en Sint Hubert',
    region: 'Noord-Brabant',
    distanceKm: 30,
    highlight: {
      nl: 'Mill en Sint Hubert, sinds 2022 onderdeel van het Land van Cuijk, is een agrarische streek aan de rand van de Peel, met kernen als Langenboom, Wilbertoord en Sint Hubert. Veehouders en loonwerkers zetten hier tractoren en shovels zwaar aan het werk, en die tunen we ook gewoon op het erf. Via de A73 bent u in ongeveer een half uur in Nijmegen, waar ook veel inwoners werken.',
      en: 'Mill en Sint Hubert, part of the Land van Cuijk since 2022, is a farming area on the edge of the Peel, with villages such as Langenboom, Wilbertoord and Sint Hubert. Livestock farmers and contractors work their tractors and loaders hard here, and we are happy to tune them right on the farmyard. Via the A73 you are in Nijmegen in about half an hour, where many residents also work.',
      de: 'Mill en Sint Hubert, seit 2022 Teil des Land van Cuijk, ist eine landwirtschaftlich geprägte Gegend am Rand der Peel, mit Orten wie Langenboom, Wilbertoord und Sint Hubert. Viehhalter und Lohnunternehmer fordern ihre Traktoren und Radlader hier stark, und die tunen wir auch direkt auf dem Hof. Über die A73 sind Sie in etwa einer halben Stunde in Nijmegen, wo auch viele Einwohner arbeiten.',
    },
  },
  {
    place: 'boxtel',
    name: 'Boxtel',
    region: 'Noord-Brabant',
    distanceKm: 72,
    highlight: {
      nl: 'Boxtel ligt midden tussen Den Bosch en Eindhoven aan de A2, waar veel inwoners dagelijks in de spits naar een van beide steden rijden. In het buitengebied rond Liempde en langs de Dommel zijn melkveehouders actief, met tractoren die lange dagen maken. Of u nu een zuinigere forensenauto wilt of een sterkere trekker, we plannen een dag voor u in onze werkplaats of komen op locatie.',
      en: 'Boxtel lies midway between Den Bosch and Eindhoven on the A2, where many residents drive to one of the two cities in rush hour every day. In the countryside around Liempde and along the Dommel, dairy farmers run tractors that put in long days. Whether you want a more economical commuter car or a stronger tractor, we schedule a day at our workshop or come on location.',
      de: 'Boxtel liegt auf halber Strecke zwischen Den Bosch und Eindhoven an der A2, auf der viele Einwohner täglich im Berufsverkehr in eine der beiden Städte fahren. Im Umland rund um Liempde und entlang der Dommel sind Milchviehhalter aktiv, deren Traktoren lange Tage haben. Ob Sie ein sparsameres Pendlerauto oder einen kräftigeren Schlepper wünschen: Wir planen einen Tag in unserer Werkstatt ein oder kommen vor Ort.',
    },
  },
  {
    place: 'veldhoven',
    name: 'Veldhoven',
    region: 'Noord-Brabant',
    distanceKm: 78,
    highlight: {
      nl: "Veldhoven is sterk gegroeid rond de hightechindustrie, en veel lease- en bedrijfsauto's rijden hier dagelijks over de A2 en de A67 bij knooppunt De Hogt. Wie regelmatig via de A67 naar Antwerpen of Venlo rijdt, heeft baat bij een motor die op de snelweg ontspannen draait en zuiniger met brandstof omgaat. Leaserijders helpen we met de juiste toestemming en een back-up van de originele software.",
      en: 'Veldhoven has grown strongly around the high-tech industry, and many lease and company cars here use the A2 and A67 at the De Hogt interchange every day. If you regularly take the A67 to Antwerp or Venlo, you will benefit from an engine that runs relaxed on the motorway and is more economical with fuel. We help lease drivers with the right permission and a backup of the original software.',
      de: 'Veldhoven ist rund um die Hightech-Industrie stark gewachsen, und viele Leasing- und Firmenfahrzeuge fahren hier täglich über die A2 und die A67 am Knotenpunkt De Hogt. Wer regelmäßig über die A67 nach Antwerpen oder Venlo fährt, profitiert von einem Motor, der auf der Autobahn entspannt läuft und sparsamer mit Kraftstoff umgeht. Leasingfahrern helfen wir mit der richtigen Zustimmung und einer Sicherung der Originalsoftware.',
    },
  },
]
