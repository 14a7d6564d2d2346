import type { SeedLocalPage } from '../types'

export const gelderland: SeedLocalPage[] = [
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
]
