import type { SeedFaq } from './types'

/**
 * Frequently asked questions, ordered by category (general, technical, booking, pricing).
 * `order` is a global, unique sort key, so sorting by it also keeps each category together.
 */
export const faqs: SeedFaq[] = [
  // ─── General ────────────────────────────────────────────────────────────────
  {
    category: 'general',
    order: 1,
    question: {
      nl: 'Wat is chiptuning precies?',
      en: 'What exactly is chiptuning?',
      de: 'Was genau ist Chiptuning?',
    },
    answer: {
      nl: 'Bij chiptuning passen we de software in de motorregeleenheid (ECU) van uw voertuig aan. Fabrikanten stemmen een motor bewust voorzichtig af, zodat hetzelfde blok in veel landen, klimaten en met wisselende brandstofkwaliteit verkocht kan worden. Wij optimaliseren onder meer de turbodruk, de hoeveelheid ingespoten brandstof en het ontstekings- of inspuitmoment, binnen de grenzen van uw motor. Het resultaat is meer vermogen en koppel, een soepelere trekkracht en vaak een lager verbruik. Er wordt tegenwoordig geen chip meer gesoldeerd: we programmeren via de diagnoseaansluiting of rechtstreeks op de regeleenheid.',
      en: "With chiptuning we adjust the software in your vehicle's engine control unit (ECU). Manufacturers deliberately calibrate engines conservatively so the same unit can be sold in many countries and climates and run on fuels of varying quality. We optimise parameters such as boost pressure, injected fuel quantity and ignition or injection timing, always within the limits of your engine. The result is more power and torque, smoother pulling power and often lower fuel consumption. No chip is soldered in any more: we program the unit through the diagnostic port or directly on the ECU.",
      de: 'Beim Chiptuning passen wir die Software im Motorsteuergerät (ECU) Ihres Fahrzeugs an. Hersteller stimmen Motoren bewusst vorsichtig ab, damit dasselbe Aggregat in vielen Ländern, Klimazonen und mit unterschiedlicher Kraftstoffqualität verkauft werden kann. Wir optimieren unter anderem Ladedruck, Einspritzmenge sowie Zünd- bzw. Einspritzzeitpunkt, immer innerhalb der Grenzen Ihres Motors. Das Ergebnis: mehr Leistung und Drehmoment, gleichmäßigere Durchzugskraft und häufig ein geringerer Verbrauch. Gelötet wird dabei längst nicht mehr: Wir programmieren über die Diagnosebuchse oder direkt am Steuergerät.',
    },
  },
  {
    category: 'general',
    order: 2,
    question: {
      nl: 'Moet ik chiptuning melden bij mijn verzekeraar, de RDW of bij de APK?',
      en: 'Do I need to tell my insurer, the RDW or the MOT (APK) about chiptuning?',
      de: 'Muss ich Chiptuning meinem Versicherer, der RDW oder bei der APK melden?',
    },
    answer: {
      nl: 'Meld de aanpassing altijd bij uw verzekeraar: verzekeraars vragen naar wijzigingen die het vermogen beïnvloeden en wie dat verzwijgt, loopt het risico dat schade niet wordt vergoed. Neemt het vermogen van een auto of bedrijfswagen met meer dan 20% toe ten opzichte van de waarde in het kentekenregister, dan moet de RDW het voertuig keuren; bij motorfietsen geldt dat voor elke vermogenswijziging. We vertellen u vooraf of dat voor uw voertuig speelt en kunnen de software desgewenst binnen die grens afstemmen. Voor de APK verandert er niets, omdat roetfilter, katalysator en EGR-systeem gewoon blijven werken. Rijdt u met een buitenlands kenteken, dan gelden de regels van dat land.',
      en: 'Always inform your insurer: insurers ask about modifications that affect engine power, and if you keep quiet a claim may not be paid. If the power of a car or commercial vehicle rises by more than 20% compared with the value in the Dutch vehicle register, the RDW (the Dutch vehicle authority) has to inspect the vehicle; for motorcycles this applies to any change in power. We tell you beforehand whether this affects your vehicle and, if you prefer, we can keep the calibration within that limit. Nothing changes for the APK (the Dutch MOT), because the particulate filter, catalytic converter and EGR system keep working as before. Vehicles registered abroad are subject to the rules of their own country.',
      de: 'Informieren Sie in jedem Fall Ihren Versicherer: Versicherungen fragen nach Änderungen, die die Motorleistung beeinflussen, und wer das verschweigt, riskiert, dass ein Schaden nicht erstattet wird. Steigt die Leistung eines Pkw oder Nutzfahrzeugs um mehr als 20 % gegenüber dem Wert im niederländischen Fahrzeugregister, muss die RDW (die niederländische Zulassungsbehörde) das Fahrzeug prüfen; bei Motorrädern gilt das für jede Leistungsänderung. Wir sagen Ihnen vorab, ob das Ihr Fahrzeug betrifft, und können die Abstimmung auf Wunsch innerhalb dieser Grenze halten. Für die APK (die niederländische Hauptuntersuchung) ändert sich nichts, da Partikelfilter, Katalysator und AGR-System unverändert arbeiten. Für Fahrzeuge mit ausländischem Kennzeichen gelten die Regeln des jeweiligen Landes; in Deutschland muss eine Leistungssteigerung in der Regel von einer Prüforganisation abgenommen und eingetragen werden.',
    },
  },
  {
    category: 'general',
    order: 3,
    question: {
      nl: 'Mag ik mijn lease- of bedrijfsauto laten chiptunen?',
      en: 'Can I have my lease car or company car tuned?',
      de: 'Darf ich mein Leasing- oder Firmenfahrzeug tunen lassen?',
    },
    answer: {
      nl: 'Een leaseauto is eigendom van de leasemaatschappij, dus u heeft vooraf schriftelijke toestemming nodig. Sommige maatschappijen staan het niet toe, andere stellen voorwaarden, bijvoorbeeld over verzekering of onderhoud. Is de auto eigendom van uw eigen bedrijf, dan beslist het bedrijf zelf. De bijtelling verandert niet door chiptuning, want die is gebaseerd op de cataloguswaarde. Moet de auto aan het einde van het contract terug, dan zetten we op verzoek de originele software terug. Voor wagenparken met bestelbussen maken we graag een voorstel dat vooral gericht is op een lager verbruik.',
      en: 'A lease car belongs to the leasing company, so you need its written permission beforehand. Some companies do not allow it, others attach conditions, for example regarding insurance or servicing. If the car is owned by your own business, the business decides. The Dutch taxable benefit for private use (bijtelling) does not change, because it is based on the list price. When the car goes back at the end of the contract, we can restore the original software on request. For fleets of vans we are happy to put together a proposal focused mainly on lower fuel consumption.',
      de: 'Ein Leasingfahrzeug gehört der Leasinggesellschaft, daher benötigen Sie vorab deren schriftliche Zustimmung. Manche Gesellschaften lehnen das ab, andere stellen Bedingungen, etwa zu Versicherung oder Wartung. Gehört das Fahrzeug Ihrem eigenen Unternehmen, entscheidet das Unternehmen selbst. Der geldwerte Vorteil für die Privatnutzung (in den Niederlanden die „bijtelling“) ändert sich nicht, da er auf dem Listenpreis basiert. Geht das Fahrzeug am Ende des Vertrags zurück, spielen wir auf Wunsch die Originalsoftware wieder auf. Für Flotten mit Transportern erstellen wir gern ein Angebot, das vor allem auf einen geringeren Verbrauch abzielt.',
    },
  },
  {
    category: 'general',
    order: 4,
    question: {
      nl: 'Tunen jullie ook vrachtwagens, tractoren en andere machines?',
      en: 'Do you also tune trucks, tractors and other machines?',
      de: 'Tunen Sie auch Lkw, Traktoren und andere Maschinen?',
    },
    answer: {
      nl: "Zeker. Naast personenauto's werken we aan bestelbussen, vrachtwagens, campers en paardenwagens, en aan tractoren, shovels, combines en andere landbouw- en industriemachines. Bij deze voertuigen draait het vooral om meer koppel bij lage toerentallen en een lager verbruik tijdens lange werkdagen. AdBlue- en SCR-systemen blijven volledig werken, en wettelijk verplichte snelheidsbegrenzers van vrachtwagens en bussen laten we ongemoeid. Machines die niet naar Nijmegen kunnen komen, tunen we met onze mobiele service op de boerderij, op de bouwplaats of bij uw bedrijf.",
      en: 'Certainly. Besides passenger cars, we work on vans, trucks, motorhomes and horse lorries, as well as tractors, wheel loaders, combine harvesters and other agricultural and industrial machines. For these vehicles the focus is on more torque at low engine speeds and lower consumption during long working days. AdBlue and SCR systems stay fully operational, and we never touch the legally required speed limiters of trucks and buses. Machines that cannot come to Nijmegen are tuned on site by our mobile service: at the farm, on the construction site or at your business premises.',
      de: 'Selbstverständlich. Neben Pkw bearbeiten wir Transporter, Lkw, Wohnmobile und Pferdetransporter sowie Traktoren, Radlader, Mähdrescher und andere Land- und Baumaschinen. Bei diesen Fahrzeugen geht es vor allem um mehr Drehmoment bei niedrigen Drehzahlen und einen geringeren Verbrauch an langen Arbeitstagen. AdBlue- und SCR-Systeme bleiben voll funktionsfähig, und gesetzlich vorgeschriebene Geschwindigkeitsbegrenzer von Lkw und Bussen lassen wir unangetastet. Maschinen, die nicht nach Nijmegen kommen können, tunen wir mit unserem mobilen Service direkt auf dem Hof, auf der Baustelle oder in Ihrem Betrieb.',
    },
  },

  // ─── Technical ──────────────────────────────────────────────────────────────
  {
    category: 'technical',
    order: 5,
    question: {
      nl: 'Is chiptuning veilig voor mijn motor?',
      en: 'Is chiptuning safe for my engine?',
      de: 'Ist Chiptuning sicher für meinen Motor?',
    },
    answer: {
      nl: 'Ja, mits het vakkundig gebeurt. Voordat we iets aanpassen, lezen we de foutcodes uit en controleren we de staat van het voertuig. De nieuwe software blijft binnen de belastbaarheid van turbo, injectoren, koppeling en versnellingsbak, en beveiligingen zoals de temperatuur- en klopregeling blijven actief. Staat uw motor er technisch niet goed voor, dan zeggen we dat eerlijk en stellen we de tuning uit tot het probleem is verholpen.',
      en: 'Yes, provided it is done properly. Before changing anything we read out the fault codes and check the condition of the vehicle. The new software stays within the limits of the turbocharger, injectors, clutch and gearbox, and protective functions such as temperature and knock control remain active. If your engine is not in good technical shape, we will tell you honestly and postpone the tuning until the problem has been fixed.',
      de: 'Ja, sofern es fachgerecht gemacht wird. Bevor wir etwas ändern, lesen wir den Fehlerspeicher aus und prüfen den Zustand des Fahrzeugs. Die neue Software bleibt innerhalb der Belastungsgrenzen von Turbolader, Injektoren, Kupplung und Getriebe, und Schutzfunktionen wie Temperatur- und Klopfregelung bleiben aktiv. Ist Ihr Motor technisch nicht in Ordnung, sagen wir Ihnen das offen und verschieben das Tuning, bis das Problem behoben ist.',
    },
  },
  {
    category: 'technical',
    order: 6,
    question: {
      nl: 'Kan de tuning weer ongedaan worden gemaakt?',
      en: 'Can the tuning be reversed?',
      de: 'Lässt sich das Tuning rückgängig machen?',
    },
    answer: {
      nl: 'Ja. Voordat we iets wijzigen, maken we een kopie van de originele software van uw voertuig en die bewaren we. Wilt u terug naar de fabrieksinstellingen, bijvoorbeeld bij verkoop, een dealerbezoek of het inleveren van een leaseauto, dan zetten we de originele software terug. Dat is meestal binnen een uur gebeurd.',
      en: "Yes. Before we change anything, we make a copy of your vehicle's original software and keep it on file. If you want to go back to the factory settings, for instance when selling the vehicle, visiting the dealer or returning a lease car, we restore the original software. This usually takes less than an hour.",
      de: 'Ja. Bevor wir etwas ändern, sichern wir die Originalsoftware Ihres Fahrzeugs und bewahren sie auf. Möchten Sie zurück zum Werkszustand, etwa beim Verkauf, vor einem Werkstattbesuch beim Händler oder bei der Rückgabe eines Leasingfahrzeugs, spielen wir die Originalsoftware wieder auf. Das ist in der Regel in weniger als einer Stunde erledigt.',
    },
  },
  {
    category: 'technical',
    order: 7,
    question: {
      nl: 'Wat is het verschil tussen Stage 1 en Stage 2?',
      en: 'What is the difference between Stage 1 and Stage 2?',
      de: 'Was ist der Unterschied zwischen Stage 1 und Stage 2?',
    },
    answer: {
      nl: 'Stage 1 is een software-optimalisatie voor een voertuig met standaard onderdelen. Afhankelijk van de motor levert dat tot ongeveer 30% meer vermogen op; het is ons meest gekozen pakket. Stage 2 gaat verder en combineert aangepaste software met hardware, zoals een grotere intercooler, een verbeterd inlaattraject of een uitlaatsysteem met goedgekeurde katalysator. Daarmee is tot circa 40% meer vermogen mogelijk. Omdat elk Stage 2-traject anders is, maken we daarvoor altijd eerst een offerte op maat.',
      en: 'Stage 1 is a software optimisation for a vehicle with standard components. Depending on the engine it delivers up to around 30% more power, and it is our most popular package. Stage 2 goes further and combines modified software with hardware, such as a larger intercooler, an improved intake or an exhaust system with an approved catalytic converter. This makes up to about 40% more power possible. Because every Stage 2 project is different, we always prepare a tailored quote first.',
      de: 'Stage 1 ist eine Softwareoptimierung für ein Fahrzeug mit Serienteilen. Je nach Motor bringt sie bis zu etwa 30 % mehr Leistung und ist unser meistgewähltes Paket. Stage 2 geht weiter und kombiniert angepasste Software mit Hardware, etwa einem größeren Ladeluftkühler, einer verbesserten Ansaugung oder einer Abgasanlage mit zugelassenem Katalysator. Damit sind bis zu rund 40 % mehr Leistung möglich. Da jedes Stage-2-Projekt anders ist, erstellen wir vorab immer ein individuelles Angebot.',
    },
  },
  {
    category: 'technical',
    order: 8,
    question: {
      nl: 'Bespaar ik echt brandstof met chiptuning?',
      en: 'Will chiptuning really save fuel?',
      de: 'Spart man mit Chiptuning wirklich Kraftstoff?',
    },
    answer: {
      nl: "Dat kan, tot zo'n 15%. De besparing ontstaat doordat de motor bij lage toerentallen meer koppel levert: u schakelt eerder op en de motor hoeft minder hard te werken, zeker met een aanhanger, caravan of volle laadruimte. Hoeveel u bespaart, hangt sterk af van uw rijstijl. Wie het extra vermogen vooral gebruikt om vlotter op te trekken, ziet het verbruik eerder gelijk blijven. Voor een maximale besparing bieden we ook een speciale ECO-afstemming aan.",
      en: 'It can, by up to around 15%. The saving comes from the engine producing more torque at low revs: you change up sooner and the engine does not have to work as hard, especially with a trailer, caravan or full load. How much you save depends heavily on your driving style. If you mainly use the extra power to accelerate harder, consumption is more likely to stay the same. For maximum savings we also offer a dedicated ECO calibration.',
      de: 'Ja, um bis zu etwa 15 %. Die Ersparnis entsteht, weil der Motor bei niedrigen Drehzahlen mehr Drehmoment liefert: Sie schalten früher hoch und der Motor muss weniger arbeiten, besonders mit Anhänger, Wohnwagen oder voller Ladung. Wie viel Sie sparen, hängt stark von Ihrer Fahrweise ab. Wer die Mehrleistung vor allem für zügigeres Beschleunigen nutzt, wird eher einen gleichbleibenden Verbrauch feststellen. Für maximale Ersparnis bieten wir außerdem eine spezielle ECO-Abstimmung an.',
    },
  },
  {
    category: 'technical',
    order: 9,
    question: {
      nl: 'Heeft chiptuning zin voor zowel diesel- als benzinemotoren?',
      en: 'Is chiptuning worthwhile for both diesel and petrol engines?',
      de: 'Lohnt sich Chiptuning bei Diesel- und Benzinmotoren gleichermaßen?',
    },
    answer: {
      nl: 'Turbodiesels reageren het sterkst, vooral in koppel; bij veel moderne diesels ligt de winst rond de 20 tot 30%. Ook turbobenzinemotoren laten een duidelijke vooruitgang zien, vaak met een merkbaar vollere middenrange. Bij benzinemotoren zonder turbo is de winst beperkt tot enkele procenten; we vertellen u vooraf eerlijk of de investering dan de moeite waard is. Voor hybrides bekijken we per model wat mogelijk is. Volledig elektrische voertuigen tunen we niet.',
      en: 'Turbodiesels respond best, particularly in torque; with many modern diesels the gain is around 20 to 30%. Turbocharged petrol engines also show a clear improvement, often with a noticeably stronger mid-range. With naturally aspirated petrol engines the gain is limited to a few per cent, and we will tell you honestly beforehand whether it is worth the investment. For hybrids we check per model what is possible. We do not tune fully electric vehicles.',
      de: 'Turbodiesel sprechen am stärksten an, vor allem beim Drehmoment; bei vielen modernen Dieselmotoren liegt der Zuwachs bei etwa 20 bis 30 %. Auch Turbobenziner legen deutlich zu, oft mit spürbar mehr Kraft im mittleren Drehzahlbereich. Bei Saugbenzinern ist der Gewinn auf wenige Prozent begrenzt; wir sagen Ihnen vorab ehrlich, ob sich die Investition dann lohnt. Bei Hybridfahrzeugen prüfen wir je Modell, was möglich ist. Reine Elektrofahrzeuge tunen wir nicht.',
    },
  },

  // ─── Booking ────────────────────────────────────────────────────────────────
  {
    category: 'booking',
    order: 10,
    question: {
      nl: 'Hoe lang duurt chiptuning?',
      en: 'How long does chiptuning take?',
      de: 'Wie lange dauert ein Chiptuning?',
    },
    answer: {
      nl: 'Het tunen zelf duurt gemiddeld 1,5 tot 2 uur, inclusief uitlezen, programmeren en een proefrit. We reserveren wel een hele dag voor uw voertuig, zodat er ruimte is voor diagnose en eventuele extra controles. U brengt uw voertuig om 09:00 uur en wij bellen u zodra het klaar is; vaak is dat al in de loop van de ochtend.',
      en: 'The tuning itself takes 1.5 to 2 hours on average, including reading out the ECU, programming and a test drive. We do reserve a full day for your vehicle, so there is time for diagnostics and any extra checks. You drop your vehicle off at 09:00 and we call you as soon as it is ready, often already during the morning.',
      de: 'Das Tuning selbst dauert im Schnitt 1,5 bis 2 Stunden, einschließlich Auslesen, Programmieren und Probefahrt. Wir reservieren aber einen ganzen Tag für Ihr Fahrzeug, damit Zeit für Diagnose und eventuelle zusätzliche Prüfungen bleibt. Sie bringen Ihr Fahrzeug um 9:00 Uhr und wir rufen Sie an, sobald es fertig ist, oft schon im Laufe des Vormittags.',
    },
  },
  {
    category: 'booking',
    order: 11,
    question: {
      nl: 'Hoe plan ik een afspraak?',
      en: 'How do I book an appointment?',
      de: 'Wie buche ich einen Termin?',
    },
    answer: {
      nl: "Kies op de afsprakenpagina een datum in de kalender; op zondag zijn we gesloten. U ziet direct of er die dag plaats is, en met de knop 'Deze dag inplannen' reserveert u die plek. Daarna vult u uw contactgegevens, het kenteken en de gegevens van uw voertuig in en gaat u akkoord met de voorwaarden. U ontvangt een bevestiging per e-mail. Liever eerst overleggen? Bel of app ons tijdens openingstijden: maandag tot en met vrijdag van 09:00 tot 18:00 uur en zaterdag van 09:00 tot 13:00 uur.",
      en: "Choose a date in the calendar on the appointment page; we are closed on Sundays. You immediately see whether there is a place available that day, and the button 'Book this day' reserves it. You then enter your contact details, licence plate and vehicle details and accept the terms. You will receive a confirmation by e-mail. Would you rather talk first? Call or message us during opening hours: Monday to Friday from 09:00 to 18:00 and Saturday from 09:00 to 13:00.",
      de: 'Wählen Sie auf der Terminseite ein Datum im Kalender; sonntags haben wir geschlossen. Sie sehen sofort, ob an diesem Tag ein Platz frei ist, und reservieren ihn mit der Schaltfläche „Diesen Tag einplanen“. Anschließend geben Sie Ihre Kontaktdaten, das Kennzeichen und die Fahrzeugdaten ein und stimmen den Bedingungen zu. Sie erhalten eine Bestätigung per E-Mail. Möchten Sie lieber vorher sprechen? Rufen Sie uns an oder schreiben Sie uns während der Öffnungszeiten: Montag bis Freitag von 9:00 bis 18:00 Uhr und Samstag von 9:00 bis 13:00 Uhr.',
    },
  },
  {
    category: 'booking',
    order: 12,
    question: {
      nl: 'Kunnen jullie ook bij mij langskomen?',
      en: 'Can you come to me?',
      de: 'Kommen Sie auch zu mir?',
    },
    answer: {
      nl: 'Ja. Met onze mobiele service tunen we uw voertuig op locatie: thuis, bij uw bedrijf, op het boerenerf of in de haven. We hebben alleen een veilige, vlakke plek nodig, bij voorkeur met een stroomaansluiting in de buurt. De reiskosten bedragen € 0,70 per kilometer exclusief btw, gerekend vanaf onze werkplaats in Nijmegen. Vooral voor vrachtwagens, landbouwmachines en wagenparken is dat een uitkomst, maar ook particulieren maken er graag gebruik van.',
      en: 'Yes. With our mobile service we tune your vehicle on location: at home, at your business, on the farm or in the harbour. All we need is a safe, level spot, preferably with a power socket nearby. Travel costs are € 0.70 per kilometre excluding VAT, calculated from our workshop in Nijmegen. This is particularly useful for trucks, agricultural machines and fleets, but private customers use it too.',
      de: 'Ja. Mit unserem mobilen Service tunen wir Ihr Fahrzeug vor Ort: zu Hause, in Ihrem Betrieb, auf dem Hof oder im Hafen. Wir brauchen lediglich einen sicheren, ebenen Platz, möglichst mit einer Steckdose in der Nähe. Die Anfahrtskosten betragen 0,70 € pro Kilometer zzgl. MwSt., gerechnet ab unserer Werkstatt in Nijmegen. Das ist besonders praktisch für Lkw, Landmaschinen und Fuhrparks, wird aber auch von Privatkunden gern genutzt.',
    },
  },

  // ─── Pricing ────────────────────────────────────────────────────────────────
  {
    category: 'pricing',
    order: 13,
    question: {
      nl: 'Wat kost chiptuning?',
      en: 'How much does chiptuning cost?',
      de: 'Was kostet ein Chiptuning?',
    },
    answer: {
      nl: 'Stage 1 is er vanaf € 299 inclusief btw; de exacte prijs voor uw motor vindt u bij uw voertuig in onze catalogus. Extra opties zoals Launch Control of een ECO-stand kosten vanaf € 50 per optie. Stage 2 is maatwerk en gaat op aanvraag, met een vrijblijvende offerte. Komen we bij u langs, dan rekenen we € 0,70 per kilometer exclusief btw vanaf onze werkplaats in Nijmegen. Houd ook de actuele acties op onze website in de gaten.',
      en: 'Stage 1 starts from € 299 including VAT; the exact price for your engine is shown with your vehicle in our catalogue. Extra options such as Launch Control or an ECO mode start from € 50 per option. Stage 2 is custom work and is priced on request, with a no-obligation quote. If we come to you, we charge € 0.70 per kilometre excluding VAT from our workshop in Nijmegen. Keep an eye on our website for current promotions as well.',
      de: 'Stage 1 gibt es ab 299 € inkl. MwSt.; den genauen Preis für Ihren Motor finden Sie bei Ihrem Fahrzeug in unserem Katalog. Zusatzoptionen wie Launch Control oder ein ECO-Modus kosten ab 50 € pro Option. Stage 2 ist Maßarbeit und wird auf Anfrage mit einem unverbindlichen Angebot kalkuliert. Kommen wir zu Ihnen, berechnen wir 0,70 € pro Kilometer zzgl. MwSt. ab unserer Werkstatt in Nijmegen. Achten Sie auch auf unsere aktuellen Aktionen auf der Website.',
    },
  },
  {
    category: 'pricing',
    order: 14,
    question: {
      nl: 'Welke garantie krijg ik?',
      en: 'What warranty do I get?',
      de: 'Welche Garantie erhalte ich?',
    },
    answer: {
      nl: 'U krijgt 5 jaar garantie op onze software. Ontstaat er een storing die door onze aanpassing wordt veroorzaakt, dan lossen we die kosteloos op. De volledige voorwaarden, inclusief uitsluitingen zoals bestaande gebreken en latere aanpassingen door derden, staan in onze algemene voorwaarden. Heeft uw voertuig nog fabrieksgarantie, houd er dan rekening mee dat een dealer een claim op motor of aandrijflijn kan afwijzen als er gewijzigde software wordt aangetroffen. Dat bespreken we vooraf met u.',
      en: 'You receive a 5-year warranty on our software. If a fault occurs that is caused by our modification, we fix it free of charge. The full conditions, including exclusions such as pre-existing defects and later modifications by third parties, are set out in our terms and conditions. If your vehicle is still under manufacturer warranty, bear in mind that a dealer may reject a claim on the engine or drivetrain if modified software is found. We discuss this with you beforehand.',
      de: 'Sie erhalten 5 Jahre Garantie auf unsere Software. Tritt eine Störung auf, die durch unsere Anpassung verursacht wurde, beheben wir sie kostenlos. Die vollständigen Bedingungen, einschließlich Ausschlüssen wie bereits vorhandenen Mängeln und späteren Änderungen durch Dritte, finden Sie in unseren Allgemeinen Geschäftsbedingungen. Besteht für Ihr Fahrzeug noch Herstellergarantie, beachten Sie bitte, dass ein Händler einen Anspruch an Motor oder Antriebsstrang ablehnen kann, wenn er veränderte Software feststellt. Das besprechen wir vorab mit Ihnen.',
    },
  },
]
