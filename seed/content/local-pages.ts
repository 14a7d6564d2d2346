import type { SeedLocalPage } from './types'

/**
 * Local landing pages (/chiptuning-{place}). Regions follow the product specification as given,
 * even where a place lies in another province (for example Landerd, which is listed under Utrecht).
 * distanceKm is an approximate road distance from the workshop in Nijmegen.
 */
export const localPages: SeedLocalPage[] = [
  // ─── Gelderland ─────────────────────────────────────────────────────────────
  {
    place: 'nijmegen',
    name: 'Nijmegen',
    region: 'Gelderland',
    distanceKm: 0,
    highlight: {
      nl: "Onze werkplaats staat in Nijmegen zelf: u brengt uw auto 's ochtends langs en haalt hem dezelfde dag weer op. Veel klanten komen uit Lent en de Waalsprong en steken via De Oversteek of de Waalbrug over, of rijden dagelijks over de A73 en de A325 naar hun werk in Brabant of Arnhem. Juist bij dat forensenverkeer, met veel optrekken op de invalswegen en invoegen op de snelweg, is extra trekkracht onderin prettig.",
      en: 'Our workshop is in Nijmegen itself: drop your car off in the morning and collect it the same day. Many customers come from Lent and the Waalsprong and cross the river via De Oversteek or the Waalbrug, or drive the A73 and A325 to work in Brabant or Arnhem every day. For that kind of commuting, with lots of pulling away on the approach roads and merging onto the motorway, extra low-down pulling power makes a real difference.',
      de: 'Unsere Werkstatt liegt in Nijmegen selbst: Sie bringen Ihr Auto morgens vorbei und holen es am selben Tag wieder ab. Viele Kunden kommen aus Lent und der Waalsprong und überqueren den Fluss über De Oversteek oder die Waalbrug, oder sie fahren täglich über die A73 und die A325 zur Arbeit nach Brabant oder Arnhem. Gerade in diesem Pendelverkehr mit viel Anfahren auf den Zufahrtsstraßen und Einfädeln auf die Autobahn ist mehr Durchzug von unten angenehm.',
    },
  },
  {
    place: 'arnhem',
    name: 'Arnhem',
    region: 'Gelderland',
    distanceKm: 20,
    highlight: {
      nl: 'Tussen Arnhem en Nijmegen rijden dagelijks duizenden forenzen over de A325, en in ongeveer twintig minuten staat u bij onze werkplaats. Wie vanuit Arnhem over de A12 richting Duitsland rijdt of met een caravan de Veluwezoom op gaat, merkt het extra koppel vooral bij het invoegen en op de hellingen. Bedrijven op terreinen als de Kleefse Waard bezoeken we ook met onze mobiele service.',
      en: 'Thousands of commuters drive the A325 between Arnhem and Nijmegen every day, and our workshop is only about twenty minutes away. If you take the A12 from Arnhem towards Germany or tow a caravan up into the Veluwezoom, you will notice the extra torque mainly when merging and on the climbs. We also visit businesses on estates such as the Kleefse Waard with our mobile service.',
      de: 'Zwischen Arnhem und Nijmegen pendeln täglich Tausende über die A325, und in rund zwanzig Minuten sind Sie bei unserer Werkstatt. Wer von Arnhem über die A12 Richtung Deutschland fährt oder mit dem Wohnwagen in den Veluwezoom hinauf will, spürt das zusätzliche Drehmoment vor allem beim Einfädeln und an den Steigungen. Betriebe in Gewerbegebieten wie der Kleefse Waard besuchen wir auch mit unserem mobilen Service.',
    },
  },
  {
    place: 'rheden',
    name: 'Rheden',
    region: 'Gelderland',
    distanceKm: 31,
    highlight: {
      nl: "De gemeente Rheden, met Velp, Rheden, De Steeg en Dieren, ligt tegen de Veluwezoom, en de klimmende wegen rond de Posbank trekken in het seizoen veel motorrijders. Forenzen rijden via de N348 langs de IJssel en over de A12 naar Arnhem en verder. Voor motoren die soepeler aan het gas moeten hangen en auto's die met caravan of paardentrailer de heuvels op moeten, maken we een passende afstemming.",
      en: 'The municipality of Rheden, with Velp, Rheden, De Steeg and Dieren, lies against the Veluwezoom, and the climbing roads around the Posbank draw plenty of motorcyclists in season. Commuters take the N348 along the IJssel and the A12 to Arnhem and beyond. We create suitable calibrations both for motorcycles that need a smoother throttle and for cars that tow a caravan or horse trailer up into the hills.',
      de: 'Die Gemeinde Rheden mit Velp, Rheden, De Steeg und Dieren liegt am Rand des Veluwezoom, und die ansteigenden Straßen rund um die Posbank ziehen in der Saison viele Motorradfahrer an. Pendler fahren über die N348 entlang der IJssel und über die A12 nach Arnhem und weiter. Für Motorräder, die sanfter am Gas hängen sollen, und für Autos, die mit Wohnwagen oder Pferdeanhänger in die Hügel müssen, erstellen wir die passende Abstimmung.',
    },
  },
  {
    place: 'ubbergen',
    name: 'Ubbergen',
    region: 'Gelderland',
    distanceKm: 6,
    highlight: {
      nl: 'Ubbergen ligt op een steenworp afstand van onze werkplaats, aan de rand van de Ooijpolder. Boeren en loonwerkers rijden hier met tractoren en volle karren over de smalle dijkwegen, terwijl forenzen de Rijksstraatweg naar Nijmegen nemen. Door de korte afstand zijn de reiskosten van onze mobiele service minimaal, dus ook een tractor op het erf laten tunen is hier eenvoudig geregeld.',
      en: "Ubbergen is a stone's throw from our workshop, on the edge of the Ooijpolder. Farmers and contractors drive tractors and full trailers along the narrow dyke roads here, while commuters take the Rijksstraatweg into Nijmegen. Because the distance is so short, the travel cost of our mobile service is minimal, so having a tractor tuned on the farmyard is easy to arrange.",
      de: 'Ubbergen liegt nur einen Katzensprung von unserer Werkstatt entfernt, am Rand der Ooijpolder. Landwirte und Lohnunternehmer fahren hier mit Traktoren und vollen Anhängern über die schmalen Deichstraßen, während Pendler die Rijksstraatweg nach Nijmegen nehmen. Wegen der kurzen Entfernung sind die Anfahrtskosten unseres mobilen Service minimal, sodass sich auch ein Traktor auf dem Hof einfach tunen lässt.',
    },
  },
  {
    place: 'millingen-aan-de-rijn',
    name: 'Millingen aan de Rijn',
    region: 'Gelderland',
    distanceKm: 20,
    highlight: {
      nl: 'Millingen aan de Rijn ligt in de Gelderse Poort, pal aan de Duitse grens, en veel inwoners werken aan beide kanten ervan, in Kleef, Emmerik of Nijmegen. Rond het dorp liggen boerenbedrijven en de uiterwaarden van de Millingerwaard, en de route naar onze werkplaats loopt over de dijk via Kekerdom en Leuth. Rijdt u met een Duits kenteken, dan leggen we vooraf uit wat de Duitse keuringsregels voor uw tuning betekenen.',
      en: 'Millingen aan de Rijn lies in the Gelderse Poort, right on the German border, and many residents work on both sides of it, in Kleve, Emmerich or Nijmegen. The village is surrounded by farms and the floodplains of the Millingerwaard, and the route to our workshop runs along the dyke via Kekerdom and Leuth. If your car has German plates, we explain beforehand what the German inspection rules mean for your tuning.',
      de: 'Millingen aan de Rijn liegt in der Gelderse Poort direkt an der deutschen Grenze, und viele Einwohner arbeiten auf beiden Seiten, in Kleve, Emmerich oder Nijmegen. Rund um das Dorf liegen Bauernhöfe und die Auen der Millingerwaard, und der Weg zu unserer Werkstatt führt über den Deich via Kekerdom und Leuth. Fahren Sie mit deutschem Kennzeichen, erklären wir Ihnen vorab, was die Eintragungspflicht in Deutschland für Ihr Tuning bedeutet.',
    },
  },
  {
    place: 'huissen',
    name: 'Huissen',
    region: 'Gelderland',
    distanceKm: 17,
    highlight: {
      nl: 'Huissen ligt in Lingewaard, tussen Arnhem en Nijmegen, en via de A325 bent u in een kwartier tot twintig minuten bij onze werkplaats. In het glastuinbouwgebied Bergerden rijden tuinders en transporteurs dagelijks met bestelbussen en koelwagens, en daar telt vooral een zuinige motor die vol beladen vlot blijft. Ook particulieren uit Huissen en Angeren komen bij ons voor een Stage 1, van gezinsauto tot trekauto voor de caravan.',
      en: 'Huissen lies in Lingewaard, between Arnhem and Nijmegen, and the A325 gets you to our workshop in fifteen to twenty minutes. In the Bergerden greenhouse area, growers and hauliers run vans and refrigerated trucks every day, and what counts there is an economical engine that stays lively when fully loaded. Private customers from Huissen and Angeren also come to us for Stage 1, from family cars to caravan tow cars.',
      de: 'Huissen liegt in Lingewaard zwischen Arnhem und Nijmegen, und über die A325 sind Sie in fünfzehn bis zwanzig Minuten bei unserer Werkstatt. Im Gewächshausgebiet Bergerden sind Gärtner und Transportunternehmen täglich mit Transportern und Kühlfahrzeugen unterwegs; dort zählt vor allem ein sparsamer Motor, der auch voll beladen zügig bleibt. Auch Privatkunden aus Huissen und Angeren kommen für ein Stage-1-Tuning zu uns, vom Familienauto bis zum Zugfahrzeug für den Wohnwagen.',
    },
  },
  {
    place: 'barneveld',
    name: 'Barneveld',
    region: 'Gelderland',
    distanceKm: 62,
    highlight: {
      nl: 'Barneveld is het hart van de Nederlandse pluimveesector, en in de Gelderse Vallei zijn veel transportbedrijven, veevoerleveranciers en agrarische ondernemingen gevestigd. Hun vrachtwagens, bestelbussen en tractoren maken veel kilometers over de A1 en de A30, waar elk procent minder verbruik direct zichtbaar wordt in de kosten. Voor wagenparken uit Barneveld komen we op locatie, zodat uw voertuigen niet de rit naar Nijmegen hoeven te maken.',
      en: 'Barneveld is the heart of the Dutch poultry sector, and the Gelderse Vallei is home to many haulage firms, animal feed suppliers and farming businesses. Their trucks, vans and tractors cover a lot of kilometres on the A1 and A30, where every per cent of fuel saved shows up directly in the costs. For fleets in Barneveld we come on location, so your vehicles do not need to make the trip to Nijmegen.',
      de: 'Barneveld ist das Herz der niederländischen Geflügelbranche, und in der Gelderse Vallei sind viele Transportunternehmen, Futtermittellieferanten und landwirtschaftliche Betriebe ansässig. Ihre Lkw, Transporter und Traktoren legen viele Kilometer auf der A1 und der A30 zurück, wo sich jedes Prozent weniger Verbrauch direkt in den Kosten zeigt. Für Fuhrparks aus Barneveld kommen wir vor Ort, damit Ihre Fahrzeuge nicht nach Nijmegen fahren müssen.',
    },
  },
  {
    place: 'berg-en-dal',
    name: 'Berg en Dal',
    region: 'Gelderland',
    distanceKm: 9,
    highlight: {
      nl: "Berg en Dal ligt op de stuwwal ten oosten van Nijmegen, met steile, bochtige wegen richting Groesbeek en de Duitse grens bij Wyler. Wie hier met een caravan, paardentrailer of zware SUV rijdt, merkt op die hellingen direct wat extra koppel onderin doet. Onze werkplaats ligt op zo'n tien minuten rijden, en ook de mobiele service is hier binnen een paar kilometer ter plaatse.",
      en: 'Berg en Dal sits on the glacial ridge east of Nijmegen, with steep, winding roads towards Groesbeek and the German border at Wyler. If you drive here with a caravan, horse trailer or heavy SUV, you will immediately notice what extra low-down torque does on those climbs. Our workshop is about ten minutes away, and our mobile service is only a few kilometres from your door.',
      de: 'Berg en Dal liegt auf dem Stauchwall östlich von Nijmegen, mit steilen, kurvigen Straßen Richtung Groesbeek und zur deutschen Grenze bei Wyler. Wer hier mit Wohnwagen, Pferdeanhänger oder schwerem SUV fährt, spürt an diesen Steigungen sofort, was zusätzliches Drehmoment im unteren Bereich bewirkt. Unsere Werkstatt ist etwa zehn Minuten entfernt, und auch der mobile Service ist nach wenigen Kilometern bei Ihnen.',
    },
  },
  {
    place: 'culemborg',
    name: 'Culemborg',
    region: 'Gelderland',
    distanceKm: 52,
    highlight: {
      nl: 'Culemborg ligt direct aan de A2 tussen Utrecht en Den Bosch, een van de drukste snelwegen van het land, en veel inwoners pendelen dagelijks in een van beide richtingen. Op bedrijventerrein Pavijen zitten logistieke bedrijven met flinke wagenparken, en in de omliggende Betuwe rijden fruittelers met trekkers en bestelwagens tussen boomgaard en koelhuis. Voor beide draait het om betrouwbare trekkracht en een lager verbruik, en dat is precies waar we op afstemmen.',
      en: 'Culemborg lies right on the A2 between Utrecht and Den Bosch, one of the busiest motorways in the country, and many residents commute in one direction or the other every day. The Pavijen business park houses logistics companies with sizeable fleets, and in the surrounding Betuwe fruit growers shuttle tractors and vans between orchard and cold store. Both need reliable pulling power and lower consumption, and that is exactly what we calibrate for.',
      de: 'Culemborg liegt direkt an der A2 zwischen Utrecht und Den Bosch, einer der meistbefahrenen Autobahnen des Landes, und viele Einwohner pendeln täglich in die eine oder andere Richtung. Im Gewerbegebiet Pavijen sitzen Logistikunternehmen mit großen Fuhrparks, und in der umliegenden Betuwe fahren Obstbauern mit Schleppern und Transportern zwischen Obstgarten und Kühlhaus hin und her. Beide brauchen zuverlässige Zugkraft und weniger Verbrauch, und genau darauf stimmen wir ab.',
    },
  },
  {
    place: 'arnhem-noord',
    name: 'Arnhem-Noord',
    region: 'Gelderland',
    distanceKm: 25,
    highlight: {
      nl: 'Arnhem-Noord, met wijken als Klarendal, Geitenkamp, Alteveer en Schaarsbergen, grenst direct aan de Veluwe en ligt vlak bij de A12 en de A50 richting Apeldoorn. Veel bewoners pendelen naar Ede, Apeldoorn of Nijmegen, en de glooiende boswegen rond Schaarsbergen en Papendal vragen om een motor die soepel doortrekt. Via de A325 bent u in ongeveer een half uur bij onze werkplaats.',
      en: 'Arnhem-Noord, with neighbourhoods such as Klarendal, Geitenkamp, Alteveer and Schaarsbergen, borders directly on the Veluwe and is close to the A12 and the A50 towards Apeldoorn. Many residents commute to Ede, Apeldoorn or Nijmegen, and the rolling forest roads around Schaarsbergen and Papendal call for an engine that pulls smoothly. Via the A325 you reach our workshop in about half an hour.',
      de: 'Arnhem-Noord mit Vierteln wie Klarendal, Geitenkamp, Alteveer und Schaarsbergen grenzt direkt an die Veluwe und liegt nahe der A12 und der A50 Richtung Apeldoorn. Viele Bewohner pendeln nach Ede, Apeldoorn oder Nijmegen, und die hügeligen Waldstraßen rund um Schaarsbergen und Papendal verlangen nach einem Motor, der gleichmäßig durchzieht. Über die A325 sind Sie in etwa einer halben Stunde bei unserer Werkstatt.',
    },
  },

  // ─── Noord-Brabant ──────────────────────────────────────────────────────────
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

  // ─── Utrecht ────────────────────────────────────────────────────────────────
  {
    place: 'utrecht',
    name: 'Utrecht',
    region: 'Utrecht',
    distanceKm: 80,
    highlight: {
      nl: 'Rond Utrecht komen de A2, A12, A27 en A28 samen, en wie hier pendelt, kent de files bij de knooppunten Oudenrijn en Lunetten maar al te goed. In dat stop-and-go-verkeer zorgt extra koppel bij lage toerentallen voor soepel invoegen en een lager verbruik. Chiptuning verandert niets aan de emissieklasse van uw auto, dus de toegang tot de Utrechtse milieuzone blijft precies zoals hij was.',
      en: "The A2, A12, A27 and A28 all meet around Utrecht, and anyone commuting here knows the queues at the Oudenrijn and Lunetten interchanges all too well. In that stop-and-go traffic, extra torque at low revs means smoother merging and lower consumption. Chiptuning does not change your car's emission class, so your access to Utrecht's low-emission zone stays exactly as it was.",
      de: 'Rund um Utrecht treffen A2, A12, A27 und A28 aufeinander, und wer hier pendelt, kennt die Staus an den Knotenpunkten Oudenrijn und Lunetten nur zu gut. Im Stop-and-go-Verkehr sorgt zusätzliches Drehmoment bei niedrigen Drehzahlen für entspanntes Einfädeln und weniger Verbrauch. Chiptuning ändert nichts an der Schadstoffklasse Ihres Autos, sodass die Zufahrt zur Utrechter Umweltzone genau so bleibt, wie sie war.',
    },
  },
  {
    place: 'amersfoort',
    name: 'Amersfoort',
    region: 'Utrecht',
    distanceKm: 80,
    highlight: {
      nl: 'Amersfoort ligt op het kruispunt van de A1 en de A28, met knooppunt Hoevelaken als bekende flessenhals voor forenzen richting Amsterdam, Utrecht en Apeldoorn. Op bedrijventerreinen als De Hoef en Vathorst zitten veel bouw- en installatiebedrijven met bestelbussen, waarvoor een zuinige ECO-afstemming interessant is. Onze werkplaats in Nijmegen ligt op ongeveer een uur rijden, en voor wagenparken komen we ook naar Amersfoort.',
      en: "Amersfoort sits where the A1 and A28 cross, with the Hoevelaken interchange a well-known bottleneck for commuters heading to Amsterdam, Utrecht and Apeldoorn. Business parks such as De Hoef and Vathorst house many construction and installation companies running vans, for which an economical ECO calibration is an attractive option. Our workshop in Nijmegen is about an hour's drive away, and for fleets we also come to Amersfoort.",
      de: 'Amersfoort liegt am Kreuzungspunkt von A1 und A28, und der Knotenpunkt Hoevelaken ist ein bekanntes Nadelöhr für Pendler Richtung Amsterdam, Utrecht und Apeldoorn. In Gewerbegebieten wie De Hoef und Vathorst sitzen viele Bau- und Installationsbetriebe mit Transportern, für die eine sparsame ECO-Abstimmung interessant ist. Unsere Werkstatt in Nijmegen ist rund eine Autostunde entfernt, und für Fuhrparks kommen wir auch nach Amersfoort.',
    },
  },
  {
    place: 'wijk-bij-duurstede',
    name: 'Wijk bij Duurstede',
    region: 'Utrecht',
    distanceKm: 58,
    highlight: {
      nl: 'Wijk bij Duurstede ligt waar de Kromme Rijn en de Lek samenkomen, omringd door fruitboomgaarden en smalle dijkwegen. Fruittelers zetten hier smalspoortrekkers en bestelwagens in die lange dagen draaien tussen boomgaard en koelcel. De veerpont naar Rijswijk is voor velen de kortste weg richting de Betuwe en Nijmegen, maar met de mobiele service komen we net zo goed naar u toe.',
      en: 'Wijk bij Duurstede lies where the Kromme Rijn meets the Lek, surrounded by fruit orchards and narrow dyke roads. Fruit growers here rely on narrow-track orchard tractors and vans that put in long days between orchard and cold store. For many, the ferry to Rijswijk is the shortest route towards the Betuwe and Nijmegen, but our mobile service can just as easily come to you.',
      de: 'Wijk bij Duurstede liegt dort, wo Kromme Rijn und Lek zusammenfließen, umgeben von Obstplantagen und schmalen Deichstraßen. Obstbauern setzen hier Schmalspurtraktoren und Transporter ein, die lange Tage zwischen Plantage und Kühlzelle unterwegs sind. Die Fähre nach Rijswijk ist für viele der kürzeste Weg Richtung Betuwe und Nijmegen, aber mit dem mobilen Service kommen wir genauso gut zu Ihnen.',
    },
  },
  {
    place: 'zeist',
    name: 'Zeist',
    region: 'Utrecht',
    distanceKm: 75,
    highlight: {
      nl: 'Zeist ligt op de Utrechtse Heuvelrug, met bosrijke wegen als de Amersfoortseweg richting Soesterberg en snelle verbindingen met de A28 en de A12. Veel inwoners werken in Utrecht of op het Utrecht Science Park en maken vooral korte, drukke ritten. Daarvoor adviseren we een afstemming die gericht is op soepel rijden en een lager verbruik, en bij diesels letten we extra op de conditie van het roetfilter.',
      en: 'Zeist sits on the Utrechtse Heuvelrug, with wooded roads such as the Amersfoortseweg towards Soesterberg and quick connections to the A28 and A12. Many residents work in Utrecht or at the Utrecht Science Park and mostly make short, busy journeys. For those we recommend a calibration aimed at smooth driving and lower consumption, and with diesels we pay extra attention to the condition of the particulate filter.',
      de: 'Zeist liegt auf der Utrechtse Heuvelrug, mit bewaldeten Straßen wie der Amersfoortseweg Richtung Soesterberg und schnellen Verbindungen zur A28 und A12. Viele Einwohner arbeiten in Utrecht oder im Utrecht Science Park und fahren überwiegend kurze Strecken im dichten Verkehr. Dafür empfehlen wir eine Abstimmung, die auf entspanntes Fahren und geringeren Verbrauch ausgelegt ist, und bei Dieselfahrzeugen achten wir besonders auf den Zustand des Partikelfilters.',
    },
  },
  {
    place: 'landerd',
    name: 'Landerd',
    region: 'Utrecht',
    distanceKm: 25,
    highlight: {
      nl: 'Het voormalige Landerd, met de dorpen Schaijk, Zeeland en Reek, is sinds 2022 onderdeel van de gemeente Maashorst, maar de naam leeft in de streek nog volop. Het is een agrarisch gebied met veel veehouders en loonwerkers, waar bossen als Herperduin en de Maashorst en boerenbedrijven dicht bij elkaar liggen. Via de A50 of via Grave bent u in ongeveer 25 minuten bij onze werkplaats, en door de korte afstand is ook de mobiele service hier voordelig.',
      en: 'The former municipality of Landerd, with the villages of Schaijk, Zeeland and Reek, has been part of Maashorst since 2022, but the name is still very much alive locally. It is a farming area with many livestock farmers and contractors, where woodland such as Herperduin and the Maashorst lies close to the farms. Via the A50 or via Grave you reach our workshop in about 25 minutes, and thanks to the short distance our mobile service is good value here too.',
      de: 'Das frühere Landerd mit den Dörfern Schaijk, Zeeland und Reek gehört seit 2022 zur Gemeinde Maashorst, doch der Name ist in der Gegend weiterhin lebendig. Es ist ein landwirtschaftliches Gebiet mit vielen Viehhaltern und Lohnunternehmern, in dem Wälder wie Herperduin und die Maashorst dicht neben den Höfen liegen. Über die A50 oder über Grave sind Sie in etwa 25 Minuten bei unserer Werkstatt, und wegen der kurzen Entfernung ist auch der mobile Service hier günstig.',
    },
  },

  // ─── Noord-Holland ──────────────────────────────────────────────────────────
  {
    place: 'amsterdam',
    name: 'Amsterdam',
    region: 'Noord-Holland',
    distanceKm: 120,
    highlight: {
      nl: 'Vanuit Amsterdam is Nijmegen via de A2 ruim een uur rijden, en veel klanten plannen hun afspraak daarom op zaterdagochtend of combineren hem met een dag in de regio. Chiptuning verandert niets aan de Euroklasse van uw auto of bestelbus, dus voor de Amsterdamse milieuzone en de zero-emissiezone voor bestel- en vrachtverkeer blijft alles bij het oude. Voor bedrijfswagenparken rekenen we de reiskosten van de mobiele service graag vooraf voor u uit.',
      en: "From Amsterdam, Nijmegen is a little over an hour's drive via the A2, so many customers book a Saturday-morning appointment or combine it with a day out in the region. Chiptuning does not change the Euro emission class of your car or van, so nothing changes regarding Amsterdam's low-emission zone and the zero-emission zone for delivery and freight traffic. For commercial fleets we are happy to calculate the travel costs of our mobile service for you in advance.",
      de: 'Von Amsterdam aus ist Nijmegen über die A2 gut eine Autostunde entfernt, daher buchen viele Kunden einen Termin am Samstagvormittag oder verbinden ihn mit einem Tag in der Region. Chiptuning ändert nichts an der Euro-Schadstoffklasse Ihres Autos oder Transporters, sodass sich für die Amsterdamer Umweltzone und die Null-Emissions-Zone für den Liefer- und Güterverkehr nichts ändert. Für Firmenfuhrparks berechnen wir Ihnen die Anfahrtskosten des mobilen Service gern im Voraus.',
    },
  },
]
