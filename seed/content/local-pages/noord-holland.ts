import type { SeedLocalPage } from '../types'

export const noordHolland: SeedLocalPage[] = [
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
