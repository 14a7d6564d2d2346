import { h, p, list } from '../blocks'
import type { SeedPage } from '../types'

export const safety: SeedPage = {
  slug: 'veilig-chiptuning',
  kind: 'topic',
  title: {
    nl: 'Veilig chiptunen: zo pakken wij het aan',
    en: 'Safe chiptuning: how we do it',
    de: 'Sicheres Chiptuning: So gehen wir vor',
  },
  description: {
    nl: 'Diagnose vooraf, een back-up van de originele software, ruime marges en nooit illegale aanpassingen. Zo tunen wij veilig, met 5 jaar garantie.',
    en: 'Diagnostics first, a backup of the original software, safe margins and never any illegal modifications. That is how we tune, with a 5-year warranty.',
    de: 'Diagnose vorab, Sicherung der Originalsoftware, sichere Reserven und niemals illegale Eingriffe. So tunen wir, mit 5 Jahren Garantie.',
  },
  intro: {
    nl: 'Chiptuning heeft bij sommigen een slechte naam, door goedkope kant-en-klare bestanden en uitgeschakelde roetfilters. Wij werken anders. Veilig tunen begint bij een gezonde motor en is pas klaar als het resultaat is gecontroleerd.',
    en: 'Chiptuning has a bad name in some circles, because of cheap off-the-shelf files and disabled particulate filters. We work differently. Safe tuning starts with a healthy engine and is only finished once the result has been checked.',
    de: 'Chiptuning hat bei manchen einen schlechten Ruf, wegen billiger Fertigdateien und abgeschalteter Partikelfilter. Wir arbeiten anders. Sicheres Tuning beginnt mit einem gesunden Motor und ist erst fertig, wenn das Ergebnis überprüft wurde.',
  },
  body: {
    nl: [
      h('Stap voor stap'),
      list(
        'Diagnose: we lezen het foutgeheugen uit en letten onder meer op lekkages, rookontwikkeling en een slippende koppeling.',
        'Back-up: de originele software wordt opgeslagen, zodat alles omkeerbaar is.',
        'Afstemming binnen de grenzen van turbo, injectoren, koppeling en versnellingsbak, inclusief de koppelbegrenzing van automaten en DSG-bakken.',
        'Beveiligingen blijven actief: klopregeling, temperatuurbeveiliging en noodloop werken zoals de fabrikant ze heeft bedoeld.',
        'Controle: een proefrit waarbij we live-data zoals turbodruk en uitlaatgastemperatuur uitlezen.',
        'Uitleg: u krijgt advies over onderhoud, verzekering en RDW, en 5 jaar garantie op de software.',
      ),
      h('Wat we nooit doen'),
      p(
        'We verwijderen of deactiveren geen roetfilter, katalysator, EGR- of AdBlue/SCR-systeem en geen lambdasondes, en we passen geen wettelijk verplichte snelheidsbegrenzers aan. Zulke ingrepen zijn niet toegestaan, een verwijderd roetfilter leidt sinds de invoering van de deeltjesteller in 2023 vrijwel zeker tot afkeur bij de APK, en u zet er uw dekking bij de verzekeraar mee op het spel. We tunen ook niet op motoren met bestaande gebreken en leveren geen extreme bestanden die het uiterste uit een motor persen ten koste van de levensduur.',
      ),
      h('Veilig, ook op papier en op de weg'),
      p(
        'Meld de tuning bij uw verzekeraar en, bij een leaseauto, bij de leasemaatschappij. Neemt het vermogen van een auto of bedrijfswagen met meer dan 20% toe ten opzichte van het kentekenregister, dan is een RDW-keuring nodig; bij motorfietsen geldt dat voor elke vermogenswijziging. We vertellen u vooraf of dat voor uw voertuig speelt. Denk verder aan de rest van uw voertuig: meer vermogen vraagt om goede remmen en banden met een passende snelheidsindex. En wilt u ooit terug naar de fabrieksinstellingen, dan zetten we de originele software terug.',
      ),
    ],
    en: [
      h('Step by step'),
      list(
        'Diagnostics: we read the fault memory and check for leaks, smoke and a slipping clutch, among other things.',
        'Backup: the original software is saved, so everything is reversible.',
        'Calibration within the limits of the turbocharger, injectors, clutch and gearbox, including the torque limits of automatic and DSG transmissions.',
        'Protection stays active: knock control, temperature protection and limp mode work as the manufacturer intended.',
        'Verification: a test drive during which we read live data such as boost pressure and exhaust gas temperature.',
        'Explanation: you receive advice on maintenance, insurance and the RDW, plus a 5-year warranty on the software.',
      ),
      h('What we never do'),
      p(
        'We do not remove or disable particulate filters, catalytic converters, EGR or AdBlue/SCR systems or lambda sensors, and we do not alter legally required speed limiters. Such modifications are not permitted; since the particle counter was introduced in 2023, a removed particulate filter almost certainly means failing the APK, and you put your insurance cover at risk. We also do not tune engines with existing defects, and we do not supply extreme files that squeeze the last bit out of an engine at the expense of its lifespan.',
      ),
      h('Safe on paper and on the road'),
      p(
        'Report the tuning to your insurer and, for a lease car, to the leasing company. If the power of a car or commercial vehicle increases by more than 20% compared with the vehicle register, an RDW inspection is required; for motorcycles this applies to any change in power. We tell you beforehand whether this affects your vehicle. Also think about the rest of your vehicle: more power calls for good brakes and tyres with a suitable speed rating. And should you ever want to go back to the factory settings, we restore the original software.',
      ),
    ],
    de: [
      h('Schritt für Schritt'),
      list(
        'Diagnose: Wir lesen den Fehlerspeicher aus und achten unter anderem auf Undichtigkeiten, Rauchentwicklung und eine rutschende Kupplung.',
        'Sicherung: Die Originalsoftware wird gespeichert, damit alles reversibel ist.',
        'Abstimmung innerhalb der Grenzen von Turbolader, Injektoren, Kupplung und Getriebe, einschließlich der Drehmomentgrenzen von Automatik- und DSG-Getrieben.',
        'Schutzfunktionen bleiben aktiv: Klopfregelung, Temperaturschutz und Notlauf arbeiten so, wie der Hersteller es vorgesehen hat.',
        'Kontrolle: eine Probefahrt, bei der wir Live-Daten wie Ladedruck und Abgastemperatur auslesen.',
        'Erklärung: Sie erhalten Beratung zu Wartung, Versicherung und RDW sowie 5 Jahre Garantie auf die Software.',
      ),
      h('Was wir niemals tun'),
      p(
        'Wir entfernen oder deaktivieren keine Partikelfilter, Katalysatoren, AGR- oder AdBlue/SCR-Systeme und keine Lambdasonden, und wir verändern keine gesetzlich vorgeschriebenen Geschwindigkeitsbegrenzer. Solche Eingriffe sind nicht zulässig; seit Einführung des Partikelzählers in der niederländischen APK im Jahr 2023 führt ein entfernter Partikelfilter fast sicher zum Nichtbestehen, und Sie gefährden Ihren Versicherungsschutz. Wir tunen auch keine Motoren mit bestehenden Mängeln und liefern keine extremen Dateien, die auf Kosten der Lebensdauer das Letzte aus einem Motor herausholen.',
      ),
      h('Sicher, auch auf dem Papier und auf der Straße'),
      p(
        'Melden Sie das Tuning Ihrem Versicherer und bei einem Leasingfahrzeug der Leasinggesellschaft. Steigt die Leistung eines Pkw oder Nutzfahrzeugs um mehr als 20 % gegenüber dem Fahrzeugregister, ist in den Niederlanden eine RDW-Prüfung nötig; bei Motorrädern gilt das für jede Leistungsänderung, und in Deutschland ist eine Leistungssteigerung in der Regel eintragungspflichtig. Wir sagen Ihnen vorab, ob das Ihr Fahrzeug betrifft. Denken Sie auch an den Rest Ihres Fahrzeugs: Mehr Leistung verlangt gute Bremsen und Reifen mit passendem Geschwindigkeitsindex. Und möchten Sie irgendwann zurück zum Werkszustand, spielen wir die Originalsoftware wieder auf.',
      ),
    ],
  },
}
