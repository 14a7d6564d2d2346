import type { SeedLocalPage } from '../types'

export const utrecht: SeedLocalPage[] = [
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
]
