import { h, p, list } from '../blocks'
import type { SeedPage } from '../types'

export const fuelSaving: SeedPage = {
  slug: 'brandstofbesparing-tuning',
  kind: 'topic',
  title: {
    nl: 'Brandstof besparen met chiptuning',
    en: 'Saving fuel with chiptuning',
    de: 'Kraftstoff sparen mit Chiptuning',
  },
  description: {
    nl: 'Tot 15% minder verbruik dankzij meer koppel bij lage toerentallen en een ECO-afstemming. Met een rekenvoorbeeld en tips om het meeste uit de besparing te halen.',
    en: 'Up to 15% lower consumption thanks to more torque at low revs and an ECO calibration. With a worked example and tips to get the most out of the saving.',
    de: 'Bis zu 15 % weniger Verbrauch dank mehr Drehmoment bei niedrigen Drehzahlen und ECO-Abstimmung. Mit Rechenbeispiel und Tipps für maximale Ersparnis.',
  },
  intro: {
    nl: 'Meer vermogen en minder verbruik lijken tegenstrijdig, maar dat zijn ze niet. Een motor die zijn koppel efficiënter levert, hoeft minder hard te werken voor hetzelfde resultaat. Met de juiste afstemming en rijstijl is tot 15% besparing haalbaar.',
    en: 'More power and lower consumption sound contradictory, but they are not. An engine that delivers its torque more efficiently has to work less hard for the same result. With the right calibration and driving style, savings of up to 15% are achievable.',
    de: 'Mehr Leistung und weniger Verbrauch klingen widersprüchlich, sind es aber nicht. Ein Motor, der sein Drehmoment effizienter abgibt, muss für dasselbe Ergebnis weniger arbeiten. Mit der richtigen Abstimmung und Fahrweise sind bis zu 15 % Ersparnis erreichbar.',
  },
  body: {
    nl: [
      h('Waarom een getunede motor zuiniger kan zijn'),
      p(
        "Na een tuning levert de motor meer koppel bij lage toerentallen. U kunt daardoor eerder opschakelen en met minder gas dezelfde snelheid aanhouden, en de motor werkt vaker in zijn meest efficiënte gebied. Het effect is het grootst bij voertuigen die veel kracht vragen: bestelbussen met lading, auto's met een caravan of aanhanger, campers, vrachtwagens en tractoren. Met de ECO-modus, een optie vanaf € 50, stemmen we de software volledig af op een laag verbruik, met een rustige gasrespons en veel koppel onderin.",
      ),
      h('Een rekenvoorbeeld'),
      p(
        "Een bestelbus rijdt 35.000 kilometer per jaar en verbruikt 9 liter diesel per 100 kilometer: zo'n 3.150 liter per jaar. Bij een besparing van 10% is dat 315 liter minder. Met een dieselprijs van ongeveer € 1,70 per liter scheelt dat circa € 535 per jaar, terwijl Stage 1 al vanaf € 299 inclusief btw beschikbaar is. Dit is een voorbeeld: de werkelijke besparing hangt af van uw voertuig, uw ritten en vooral van uw rijstijl.",
      ),
      h('Zo haalt u het meeste uit de besparing'),
      list(
        'Schakel vroeg op en gebruik het extra koppel in plaats van hoge toerentallen.',
        'Rijd vooruitziend en laat het voertuig uitrollen richting verkeerslichten en afritten.',
        'Controleer regelmatig de bandenspanning, zeker met lading of een aanhanger.',
        'Houd het onderhoud bij: een vervuild luchtfilter of slecht werkende injectoren kosten brandstof.',
        'Meet zelf: vergelijk het verbruik per tankbeurt over een paar weken, in plaats van alleen op de boordcomputer te vertrouwen.',
      ),
    ],
    en: [
      h('Why a tuned engine can be more economical'),
      p(
        'After tuning, the engine delivers more torque at low revs. This lets you change up sooner and hold the same speed with less throttle, and the engine spends more time in its most efficient range. The effect is greatest on vehicles that need a lot of pulling power: loaded vans, cars towing a caravan or trailer, motorhomes, trucks and tractors. With the ECO mode, an option from € 50, we calibrate the software entirely for low consumption, with a calm throttle response and plenty of low-down torque.',
      ),
      h('A worked example'),
      p(
        'A van covers 35,000 kilometres a year and uses 9 litres of diesel per 100 kilometres: about 3,150 litres a year. A 10% saving means 315 litres less. At a diesel price of around € 1.70 per litre, that is roughly € 535 a year, while Stage 1 is available from € 299 including VAT. This is an example: the actual saving depends on your vehicle, your journeys and above all your driving style.',
      ),
      h('How to get the most out of the saving'),
      list(
        'Change up early and use the extra torque instead of high revs.',
        'Drive with anticipation and let the vehicle coast towards traffic lights and exits.',
        'Check tyre pressures regularly, especially when loaded or towing.',
        'Keep up with maintenance: a dirty air filter or poorly working injectors cost fuel.',
        'Measure it yourself: compare consumption per fill-up over a few weeks rather than relying on the trip computer alone.',
      ),
    ],
    de: [
      h('Warum ein getunter Motor sparsamer sein kann'),
      p(
        'Nach dem Tuning liefert der Motor mehr Drehmoment bei niedrigen Drehzahlen. Dadurch können Sie früher hochschalten und dieselbe Geschwindigkeit mit weniger Gas halten, und der Motor arbeitet häufiger in seinem effizientesten Bereich. Am größten ist der Effekt bei Fahrzeugen, die viel Kraft brauchen: beladene Transporter, Autos mit Wohnwagen oder Anhänger, Wohnmobile, Lkw und Traktoren. Mit dem ECO-Modus, einer Option ab 50 €, stimmen wir die Software ganz auf niedrigen Verbrauch ab, mit ruhiger Gasannahme und viel Drehmoment von unten heraus.',
      ),
      h('Ein Rechenbeispiel'),
      p(
        'Ein Transporter fährt 35.000 Kilometer im Jahr und verbraucht 9 Liter Diesel auf 100 Kilometer: rund 3.150 Liter pro Jahr. Bei 10 % Ersparnis sind das 315 Liter weniger. Bei einem Dieselpreis von etwa 1,70 € pro Liter macht das rund 535 € im Jahr, während Stage 1 bereits ab 299 € inkl. MwSt. erhältlich ist. Dies ist ein Beispiel: Die tatsächliche Ersparnis hängt von Ihrem Fahrzeug, Ihren Strecken und vor allem von Ihrer Fahrweise ab.',
      ),
      h('So holen Sie das Meiste aus der Ersparnis'),
      list(
        'Schalten Sie früh hoch und nutzen Sie das zusätzliche Drehmoment statt hoher Drehzahlen.',
        'Fahren Sie vorausschauend und lassen Sie das Fahrzeug vor Ampeln und Ausfahrten ausrollen.',
        'Prüfen Sie regelmäßig den Reifendruck, besonders mit Beladung oder Anhänger.',
        'Bleiben Sie bei der Wartung am Ball: Ein verschmutzter Luftfilter oder schlecht arbeitende Injektoren kosten Kraftstoff.',
        'Messen Sie selbst: Vergleichen Sie den Verbrauch über mehrere Tankfüllungen statt sich nur auf den Bordcomputer zu verlassen.',
      ),
    ],
  },
}
