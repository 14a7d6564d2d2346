import { h, p, list } from '../blocks'
import type { SeedPage } from '../types'

export const services: SeedPage = {
  slug: 'diensten',
  kind: 'services',
  title: {
    nl: 'Onze diensten',
    en: 'Our services',
    de: 'Unsere Leistungen',
  },
  description: {
    nl: 'Stage 1 vanaf € 299, Stage 2 op aanvraag, extra opties vanaf € 50 en diagnose in onze werkplaats in Nijmegen. Legaal, omkeerbaar en met 5 jaar garantie.',
    en: 'Stage 1 from € 299, Stage 2 on request, extra options from € 50 and diagnostics at our workshop in Nijmegen. Legal, reversible and with a 5-year warranty.',
    de: 'Stage 1 ab 299 €, Stage 2 auf Anfrage, Zusatzoptionen ab 50 € und Diagnose in unserer Werkstatt in Nijmegen. Legal, reversibel und mit 5 Jahren Garantie.',
  },
  intro: {
    nl: 'Van een zuinigere bestelbus tot een sportieve Stage 2-opbouw: in onze werkplaats in Nijmegen optimaliseren we de motorsoftware van uw voertuig vakkundig, legaal en met 5 jaar garantie. Hieronder vindt u een overzicht van wat we voor u kunnen doen.',
    en: "From a more economical van to a sporty Stage 2 build: at our workshop in Nijmegen we optimise your vehicle's engine software professionally, legally and with a 5-year warranty. Below is an overview of what we can do for you.",
    de: 'Vom sparsameren Transporter bis zum sportlichen Stage-2-Aufbau: In unserer Werkstatt in Nijmegen optimieren wir die Motorsoftware Ihres Fahrzeugs fachgerecht, legal und mit 5 Jahren Garantie. Hier finden Sie einen Überblick über unsere Leistungen.',
  },
  body: {
    nl: [
      h('Stage 1 chiptuning'),
      p(
        'Stage 1 is een software-optimalisatie voor voertuigen met standaard onderdelen en ons meest gekozen pakket. Afhankelijk van de motor levert het tot 30% meer vermogen en een duidelijk sterkere trekkracht op, en tot 15% lager verbruik bij een rustige rijstijl. Stage 1 is er vanaf € 299 inclusief btw; de prijs voor uw motor ziet u in onze catalogus. Het tunen zelf duurt 1,5 tot 2 uur en u krijgt 5 jaar garantie op de software.',
      ),
      list(
        'Diagnose en uitlezen van het foutgeheugen',
        'Kopie van de originele software, zodat alles omkeerbaar is',
        'Optimalisatie van onder meer turbodruk, inspuiting, ontsteking en koppelbegrenzing',
        'Proefrit en controle met live-data',
        'Advies over verzekering, RDW en onderhoud',
      ),
      h('Stage 2 op aanvraag'),
      p(
        'Wilt u verder gaan dan de standaard onderdelen toelaten, dan combineert Stage 2 aangepaste software met hardware zoals een grotere intercooler, een verbeterd inlaattraject of een uitlaatsysteem met goedgekeurde katalysator. Daarmee is tot circa 40% meer vermogen mogelijk. We werken uitsluitend met onderdelen die op de openbare weg zijn toegestaan en kijken ook naar koppeling, versnellingsbak en remmen. Omdat elk Stage 2-traject maatwerk is, ontvangt u eerst een vrijblijvende offerte. Houd er rekening mee dat een vermogenstoename van meer dan 20% ten opzichte van het kentekenregister een RDW-keuring vereist; we helpen u daarover graag op weg.',
      ),
      h('Extra opties, vanaf € 50 per optie'),
      list(
        'Launch Control: een vast ingesteld toerental bij het wegrijden vanuit stilstand, voor een snelle en gelijkmatige start. Alleen mogelijk bij geschikte aandrijflijnen; we adviseren u over de extra belasting van koppeling en aandrijving.',
        'Pops & Bangs: knallen en ploffen bij gas loslaten, gematigd afgesteld en waar mogelijk schakelbaar. Vaak gebruik kan de katalysator extra belasten en op de openbare weg gelden geluidsregels, dus we bespreken vooraf wat verstandig is.',
        "Speed Limiter Removal: het verhogen of opheffen van de elektronische topsnelheidsbegrenzing van personenauto's, waar dat is toegestaan. Wettelijk verplichte begrenzers van vrachtwagens en bussen passen we nooit aan, en uw banden moeten geschikt zijn voor de hogere snelheid.",
        'ECO-modus: een afstemming die volledig is gericht op een laag verbruik, met veel koppel bij lage toerentallen en een rustige gasrespons. Ideaal voor bestelbussen, campers en wagenparken.',
      ),
      h('Diagnose en metingen'),
      p(
        'Een goede tuning begint bij een gezonde motor. Daarom lezen we bij elke opdracht het foutgeheugen uit en bekijken we live-data zoals turbodruk, raildruk, temperaturen en lambdawaarden. Zo sporen we problemen op voordat ze een tuning in de weg zitten. Op aanvraag meten we het vermogen vóór en na de tuning op de rollenbank, zodat u de winst zwart op wit heeft. Heeft u klachten als vermogensverlies, rookontwikkeling of een noodloop, dan kunt u ook los bij ons terecht voor diagnose.',
      ),
      h('Roetfilter, EGR en AdBlue: alleen legaal'),
      p(
        'Bij dieselklachten wordt vaak gevraagd om het roetfilter, de EGR-klep of het AdBlue-systeem uit te schakelen. Dat doen wij niet: een verplicht roetfilter mag niet worden verwijderd of uitgeschakeld, en sinds 2023 controleert de APK de werking ervan met een deeltjesteller. Wat we wel doen, is de oorzaak van het probleem opsporen, zodat u gericht en legaal kunt laten repareren.',
      ),
      list(
        'Uitlezen van sensoren, zoals de differentiaaldruksensor van het roetfilter en de EGR-klepstand',
        'Een geforceerde regeneratie van het roetfilter met diagnoseapparatuur, waar de fabrikant dat toestaat',
        'Advies over reinigen of vervangen door een specialist en over rijgedrag, zoals te veel korte ritten',
        'Controle van AdBlue-dosering en NOx-sensoren bij storingsmeldingen',
      ),
      h('Direct een afspraak plannen'),
      p(
        'Kies hieronder een dag in de kalender, reserveer uw plek en vul uw gegevens in. U brengt uw voertuig om 09:00 uur en wij bellen zodra het klaar is. Liever dat wij naar u toe komen? Dat kan met onze mobiele service voor € 0,70 per kilometer exclusief btw vanaf Nijmegen.',
      ),
    ],
    en: [
      h('Stage 1 chiptuning'),
      p(
        'Stage 1 is a software optimisation for vehicles with standard components and our most popular package. Depending on the engine, it delivers up to 30% more power and noticeably stronger pulling power, and up to 15% lower consumption with a relaxed driving style. Stage 1 starts from € 299 including VAT; the price for your engine is shown in our catalogue. The tuning itself takes 1.5 to 2 hours and you get a 5-year warranty on the software.',
      ),
      list(
        'Diagnostics and reading of the fault memory',
        'A copy of the original software, so everything is reversible',
        'Optimisation of boost pressure, injection, ignition and torque limiters, among other things',
        'Test drive and verification with live data',
        'Advice on insurance, the RDW and maintenance',
      ),
      h('Stage 2 on request'),
      p(
        'If you want to go further than the standard components allow, Stage 2 combines modified software with hardware such as a larger intercooler, an improved intake or an exhaust system with an approved catalytic converter. This makes up to about 40% more power possible. We only use parts that are permitted on public roads and also look at the clutch, gearbox and brakes. Because every Stage 2 project is custom work, you first receive a no-obligation quote. Please note that a power increase of more than 20% over the registered value requires an RDW inspection; we are happy to help you with that.',
      ),
      h('Extra options, from € 50 per option'),
      list(
        'Launch Control: a fixed engine speed when pulling away from standstill, for a fast and consistent start. Only available with suitable drivetrains; we advise you on the extra load on the clutch and driveline.',
        'Pops & Bangs: crackles and pops when you lift off the throttle, set up moderately and switchable where possible. Frequent use can put extra strain on the catalytic converter and noise rules apply on public roads, so we discuss beforehand what is sensible.',
        'Speed Limiter Removal: raising or removing the electronic top-speed limiter of passenger cars, where this is permitted. We never alter the legally required limiters of trucks and buses, and your tyres must be rated for the higher speed.',
        'ECO mode: a calibration focused entirely on low consumption, with plenty of torque at low revs and a calm throttle response. Ideal for vans, motorhomes and fleets.',
      ),
      h('Diagnostics and measurements'),
      p(
        'Good tuning starts with a healthy engine. That is why we read the fault memory on every job and look at live data such as boost pressure, rail pressure, temperatures and lambda values. This lets us spot problems before they get in the way of tuning. On request we measure the power before and after tuning on a dynamometer, so you have the gain in black and white. If you have complaints such as loss of power, smoke or limp mode, you can also come to us for diagnostics alone.',
      ),
      h('Particulate filter, EGR and AdBlue: legal work only'),
      p(
        'With diesel problems, people often ask for the particulate filter, EGR valve or AdBlue system to be switched off. We do not do that: a mandatory particulate filter may not be removed or disabled, and since 2023 the APK checks its operation with a particle counter. What we do instead is find the cause of the problem, so you can have it repaired in a targeted and legal way.',
      ),
      list(
        "Reading sensors such as the particulate filter's differential pressure sensor and the EGR valve position",
        'A forced regeneration of the particulate filter using diagnostic equipment, where the manufacturer allows it',
        'Advice on cleaning or replacement by a specialist and on driving habits, such as too many short trips',
        'Checking AdBlue dosing and NOx sensors when warnings appear',
      ),
      h('Book an appointment straight away'),
      p(
        'Choose a day in the calendar below, reserve your place and enter your details. You drop off your vehicle at 09:00 and we call you as soon as it is ready. Would you rather we come to you? That is possible with our mobile service at € 0.70 per kilometre excluding VAT from Nijmegen.',
      ),
    ],
    de: [
      h('Stage-1-Chiptuning'),
      p(
        'Stage 1 ist eine Softwareoptimierung für Fahrzeuge mit Serienteilen und unser meistgewähltes Paket. Je nach Motor bringt sie bis zu 30 % mehr Leistung, spürbar mehr Durchzug und bei ruhiger Fahrweise bis zu 15 % weniger Verbrauch. Stage 1 gibt es ab 299 € inkl. MwSt.; den Preis für Ihren Motor finden Sie in unserem Katalog. Das Tuning selbst dauert 1,5 bis 2 Stunden, und Sie erhalten 5 Jahre Garantie auf die Software.',
      ),
      list(
        'Diagnose und Auslesen des Fehlerspeichers',
        'Sicherung der Originalsoftware, damit alles reversibel ist',
        'Optimierung unter anderem von Ladedruck, Einspritzung, Zündung und Drehmomentbegrenzung',
        'Probefahrt und Kontrolle mit Live-Daten',
        'Beratung zu Versicherung, RDW und Wartung',
      ),
      h('Stage 2 auf Anfrage'),
      p(
        'Möchten Sie weiter gehen, als es die Serienteile zulassen, kombiniert Stage 2 angepasste Software mit Hardware wie einem größeren Ladeluftkühler, einer verbesserten Ansaugung oder einer Abgasanlage mit zugelassenem Katalysator. Damit sind bis zu rund 40 % mehr Leistung möglich. Wir verwenden ausschließlich Teile, die für den Straßenverkehr zugelassen sind, und berücksichtigen auch Kupplung, Getriebe und Bremsen. Da jedes Stage-2-Projekt Maßarbeit ist, erhalten Sie zunächst ein unverbindliches Angebot. Beachten Sie, dass eine Leistungssteigerung um mehr als 20 % gegenüber dem eingetragenen Wert in den Niederlanden eine Prüfung durch die RDW erfordert; dabei unterstützen wir Sie gern.',
      ),
      h('Zusatzoptionen ab 50 € pro Option'),
      list(
        'Launch Control: eine fest eingestellte Drehzahl beim Anfahren aus dem Stand für einen schnellen, gleichmäßigen Start. Nur bei geeignetem Antriebsstrang möglich; wir beraten Sie zur zusätzlichen Belastung von Kupplung und Antrieb.',
        'Pops & Bangs: Knallen und Blubbern beim Gaswegnehmen, moderat abgestimmt und wo möglich schaltbar. Häufige Nutzung kann den Katalysator zusätzlich belasten, und im Straßenverkehr gelten Geräuschvorschriften; deshalb besprechen wir vorab, was sinnvoll ist.',
        'Speed Limiter Removal: Anheben oder Aufheben der elektronischen Höchstgeschwindigkeitsbegrenzung von Pkw, sofern zulässig. Gesetzlich vorgeschriebene Begrenzer von Lkw und Bussen verändern wir nie, und Ihre Reifen müssen für die höhere Geschwindigkeit zugelassen sein.',
        'ECO-Modus: eine vollständig auf niedrigen Verbrauch ausgerichtete Abstimmung mit viel Drehmoment bei niedrigen Drehzahlen und einer ruhigen Gasannahme. Ideal für Transporter, Wohnmobile und Fuhrparks.',
      ),
      h('Diagnose und Messungen'),
      p(
        'Gutes Tuning beginnt mit einem gesunden Motor. Deshalb lesen wir bei jedem Auftrag den Fehlerspeicher aus und prüfen Live-Daten wie Ladedruck, Raildruck, Temperaturen und Lambdawerte. So erkennen wir Probleme, bevor sie einem Tuning im Weg stehen. Auf Wunsch messen wir die Leistung vor und nach dem Tuning auf dem Leistungsprüfstand, damit Sie den Zuwachs schwarz auf weiß haben. Bei Beschwerden wie Leistungsverlust, Rauchentwicklung oder Notlauf können Sie auch nur zur Diagnose zu uns kommen.',
      ),
      h('Partikelfilter, AGR und AdBlue: nur legal'),
      p(
        'Bei Dieselproblemen werden wir oft gebeten, Partikelfilter, AGR-Ventil oder AdBlue-System abzuschalten. Das tun wir nicht: Ein vorgeschriebener Partikelfilter darf weder entfernt noch abgeschaltet werden, und seit 2023 prüft die niederländische APK seine Funktion mit einem Partikelzähler. Stattdessen ermitteln wir die Ursache des Problems, damit Sie gezielt und legal reparieren lassen können.',
      ),
      list(
        'Auslesen von Sensoren wie dem Differenzdrucksensor des Partikelfilters und der AGR-Ventilstellung',
        'Eine erzwungene Regeneration des Partikelfilters mit Diagnosegerät, sofern der Hersteller das vorsieht',
        'Beratung zu Reinigung oder Austausch durch einen Fachbetrieb und zum Fahrverhalten, etwa zu vielen Kurzstrecken',
        'Prüfung von AdBlue-Dosierung und NOx-Sensoren bei Fehlermeldungen',
      ),
      h('Direkt einen Termin planen'),
      p(
        'Wählen Sie unten einen Tag im Kalender, reservieren Sie Ihren Platz und geben Sie Ihre Daten ein. Sie bringen Ihr Fahrzeug um 9:00 Uhr, und wir rufen Sie an, sobald es fertig ist. Sollen wir lieber zu Ihnen kommen? Das ist mit unserem mobilen Service für 0,70 € pro Kilometer zzgl. MwSt. ab Nijmegen möglich.',
      ),
    ],
  },
}
