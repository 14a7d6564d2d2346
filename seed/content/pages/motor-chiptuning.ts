import { h, p, list } from '../blocks'
import type { SeedPage } from '../types'

export const motorcycle: SeedPage = {
  slug: 'motor-chiptuning',
  kind: 'topic',
  title: {
    nl: 'Chiptuning voor motoren en quads',
    en: 'Chiptuning for motorcycles and quads',
    de: 'Chiptuning für Motorräder und Quads',
  },
  description: {
    nl: 'Een soepelere gasrespons, geen gaten in de vermogenscurve en een sterkere middenrange voor uw motor of quad, met eerlijk advies over RDW en A2.',
    en: 'Smoother throttle response, no flat spots and a stronger mid-range for your motorcycle or quad, with honest advice on the RDW inspection and A2 rules.',
    de: 'Sanftere Gasannahme, keine Leistungslöcher und mehr Kraft in der Mitte für Ihr Motorrad oder Quad. Mit ehrlicher Beratung zur RDW-Prüfung und zu den A2-Regeln.',
  },
  intro: {
    nl: 'Motorrijders vragen ons zelden om meer topsnelheid. Wel horen we dat de motor schokt bij het opendraaien van het gas in de stad, inhoudt in het middengebied of onrustig loopt bij lage snelheid. Precies daar maakt een goede afstemming het verschil.',
    en: 'Riders rarely ask us for more top speed. What we do hear is that the bike jerks when opening the throttle in town, hesitates in the mid-range or runs unevenly at low speed. That is exactly where a good calibration makes the difference.',
    de: 'Motorradfahrer fragen uns selten nach mehr Höchstgeschwindigkeit. Häufiger hören wir, dass die Maschine beim Gasaufziehen in der Stadt ruckelt, in der Mitte hängt oder bei niedrigem Tempo unruhig läuft. Genau dort macht eine gute Abstimmung den Unterschied.',
  },
  body: {
    nl: [
      h('Soepeler, niet alleen sterker'),
      p(
        "Moderne motoren moeten aan strenge Euro 5-normen voldoen. Fabrikanten kiezen daardoor soms voor een gasrespons die hoekig aanvoelt en laten gaten in de vermogenscurve zitten. Vooral bij motoren met ride-by-wire valt met software veel te verbeteren: een vloeiende overgang van dicht naar open gas, een vollere middenrange en een rustigere motorloop bij lage toerentallen. We werken aan motoren van onder meer BMW, KTM, Ducati, Triumph, Yamaha, Kawasaki, Honda en Harley-Davidson, en aan quads en ATV's.",
      ),
      h('Mogelijke aanpassingen'),
      list(
        'Een verfijnde gasrespons, zonder schok bij het opendraaien van het gas',
        'Meer koppel en vermogen in het middengebied',
        'Afstemming op een goedgekeurd sportuitlaatsysteem of luchtfilter',
        'Activering van een quickshifter of blipper, als de hardware daarvoor aanwezig is',
        'Een lagere inschakeltemperatuur van de koelventilator, prettig in de file',
      ),
      h('Let op: RDW, A2 en verzekering'),
      p(
        'In Nederland moet elke wijziging van het vermogen van een motorfiets door de RDW worden gekeurd, ook als de winst klein is; voor trikes en quads gelden vergelijkbare regels. We bespreken vooraf wat een aanpassing voor uw motor betekent. Wie vooral een soepelere motor wil, kan kiezen voor een afstemming van de gasrespons waarbij het vermogen gelijk blijft. Een A2-begrenzing tot 35 kW heffen we alleen op voor een berijder met een volledig A-rijbewijs, en ook dan hoort daar een RDW-keuring bij. Meld de aanpassing daarnaast altijd bij uw verzekeraar.',
      ),
    ],
    en: [
      h('Smoother, not just stronger'),
      p(
        'Modern motorcycles have to meet strict Euro 5 standards. As a result, manufacturers sometimes settle for a throttle response that feels abrupt and leave flat spots in the power curve. Especially on ride-by-wire bikes, software can improve a lot: a seamless transition from closed to open throttle, a fuller mid-range and smoother running at low revs. We work on motorcycles from BMW, KTM, Ducati, Triumph, Yamaha, Kawasaki, Honda, Harley-Davidson and others, as well as quads and ATVs.',
      ),
      h('Possible modifications'),
      list(
        'Refined throttle response, without a jolt when opening the throttle',
        'More torque and power in the mid-range',
        'Calibration for an approved sports exhaust system or air filter',
        'Activation of a quickshifter or auto-blipper, if the hardware is fitted',
        'A lower switch-on temperature for the cooling fan, welcome in traffic jams',
      ),
      h('Please note: RDW, A2 and insurance'),
      p(
        'In the Netherlands, any change in the power of a motorcycle must be inspected by the RDW, even if the gain is small; similar rules apply to trikes and quads. We discuss beforehand what a modification means for your bike. If you mainly want a smoother ride, you can choose a throttle-response calibration that leaves the power unchanged. We only lift an A2 restriction to 35 kW for a rider holding a full A licence, and even then an RDW inspection is required. Always inform your insurer of the modification as well.',
      ),
    ],
    de: [
      h('Geschmeidiger, nicht nur stärker'),
      p(
        'Moderne Motorräder müssen strenge Euro-5-Normen erfüllen. Hersteller nehmen deshalb mitunter eine hart einsetzende Gasannahme und Löcher in der Leistungskurve in Kauf. Vor allem bei Ride-by-Wire-Maschinen lässt sich per Software viel verbessern: ein fließender Übergang vom geschlossenen zum geöffneten Gas, mehr Kraft in der Mitte und ein ruhigerer Motorlauf bei niedrigen Drehzahlen. Wir arbeiten an Motorrädern von BMW, KTM, Ducati, Triumph, Yamaha, Kawasaki, Honda, Harley-Davidson und anderen sowie an Quads und ATVs.',
      ),
      h('Mögliche Anpassungen'),
      list(
        'Eine verfeinerte Gasannahme ohne Ruck beim Gasaufziehen',
        'Mehr Drehmoment und Leistung im mittleren Drehzahlbereich',
        'Abstimmung auf eine zugelassene Sportauspuffanlage oder einen Sportluftfilter',
        'Freischaltung von Quickshifter oder Blipper, sofern die Hardware vorhanden ist',
        'Eine niedrigere Einschalttemperatur des Kühlerlüfters, angenehm im Stau',
      ),
      h('Wichtig: RDW, A2 und Versicherung'),
      p(
        'In den Niederlanden muss jede Leistungsänderung an einem Motorrad von der RDW geprüft werden, auch wenn der Zuwachs gering ist; für Trikes und Quads gelten vergleichbare Regeln, und in Deutschland ist eine Leistungssteigerung eintragungspflichtig. Wir besprechen vorab, was eine Anpassung für Ihre Maschine bedeutet. Wer vor allem ein geschmeidigeres Fahrverhalten möchte, kann eine Abstimmung der Gasannahme wählen, bei der die Leistung unverändert bleibt. Eine A2-Drosselung auf 35 kW heben wir nur für Fahrer mit vollem A-Führerschein auf, und auch dann ist eine RDW-Prüfung erforderlich. Informieren Sie außerdem stets Ihren Versicherer.',
      ),
    ],
  },
}
