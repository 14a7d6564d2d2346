import type { Block, SeedPage } from './types'

// Small constructors keep the page bodies readable.
const h = (text: string): Block => ({ type: 'heading', text })
const p = (text: string): Block => ({ type: 'paragraph', text })
const list = (...items: string[]): Block => ({ type: 'list', items })

// Business details (company name, address, KvK, VAT and phone number) are deliberately absent:
// they come from the site settings. The copy refers to "our workshop in Nijmegen" instead.

// ─── /algemene-voorwaarden ────────────────────────────────────────────────────

const terms: SeedPage = {
  slug: 'algemene-voorwaarden',
  kind: 'legal',
  title: {
    nl: 'Algemene voorwaarden',
    en: 'Terms and conditions',
    de: 'Allgemeine Geschäftsbedingungen',
  },
  description: {
    nl: 'De algemene voorwaarden van onze chiptuningwerkplaats in Nijmegen: afspraken, annuleren, mobiele service, betaling, 5 jaar garantie en aansprakelijkheid.',
    en: 'The terms and conditions of our chiptuning workshop in Nijmegen: appointments, cancellation, mobile service, payment, 5-year warranty and liability.',
    de: 'Die Allgemeinen Geschäftsbedingungen unserer Chiptuning-Werkstatt in Nijmegen: Termine, Stornierung, mobiler Service, Zahlung, 5 Jahre Garantie und Haftung.',
  },
  intro: {
    nl: 'Duidelijke afspraken voorkomen misverstanden. In deze voorwaarden leest u wat u van ons mag verwachten en wat wij van u vragen wanneer u een afspraak maakt of ons een opdracht geeft.',
    en: 'Clear agreements prevent misunderstandings. These terms explain what you can expect from us and what we ask of you when you book an appointment or place an order with us.',
    de: 'Klare Vereinbarungen vermeiden Missverständnisse. In diesen Bedingungen lesen Sie, was Sie von uns erwarten können und worum wir Sie bitten, wenn Sie einen Termin vereinbaren oder uns einen Auftrag erteilen.',
  },
  body: {
    nl: [
      h('Artikel 1 – Definities'),
      p(
        "In deze voorwaarden bedoelen we met 'wij' of 'de werkplaats' onze chiptuningwerkplaats in Nijmegen, waarvan de bedrijfsgegevens op de contactpagina van deze website staan. 'Klant' is iedere natuurlijke persoon of rechtspersoon die ons een opdracht geeft; een 'consument' is een klant die niet handelt in de uitoefening van een beroep of bedrijf. 'Werkzaamheden' zijn alle diensten die wij leveren, waaronder het uitlezen en aanpassen van motorsoftware, het activeren van extra opties, diagnose en metingen, zowel in onze werkplaats als op locatie. 'Voertuig' is het motorvoertuig, de machine of het vaartuig waaraan wij werken.",
      ),
      h('Artikel 2 – Toepasselijkheid'),
      p(
        'Deze voorwaarden gelden voor alle aanbiedingen, afspraken en overeenkomsten tussen ons en de klant. Afwijkende afspraken gelden alleen als wij die schriftelijk of per e-mail hebben bevestigd. Algemene voorwaarden van de klant zijn niet van toepassing. Is een bepaling uit deze voorwaarden nietig of wordt die vernietigd, dan blijven de overige bepalingen onverminderd van kracht.',
      ),
      h('Artikel 3 – Prijzen en offertes'),
      p(
        "Alle prijzen op onze website zijn in euro's en inclusief btw, tenzij anders vermeld. De kilometervergoeding voor de mobiele service bedraagt € 0,70 per kilometer exclusief btw. De prijzen en vermogenswaarden in onze catalogus gelden voor het voertuig in standaarduitvoering. Blijkt bij het uitlezen dat uw voertuig afwijkt, bijvoorbeeld door een andere motor- of softwareversie of eerdere aanpassingen, dan overleggen we vóór aanvang van de werkzaamheden met u. Gaat u niet akkoord met een gewijzigde prijs, dan kunt u de opdracht kosteloos annuleren. Offertes, bijvoorbeeld voor Stage 2, zijn 30 dagen geldig. Acties gelden uitsluitend binnen de vermelde periode. Kennelijke vergissingen en schrijffouten binden ons niet.",
      ),
      h('Artikel 4 – Afspraken'),
      p(
        'Een afspraak komt tot stand zodra wij uw aanvraag via het afsprakenformulier, telefonisch of per bericht hebben bevestigd. Voor uw voertuig reserveren wij een hele dag. U levert het voertuig op de afgesproken dag om 09:00 uur af, met de sleutels, voldoende brandstof en zonder waardevolle bezittingen erin. U meldt ons vooraf bekende gebreken, brandende waarschuwingslampjes en eerdere aanpassingen aan motor of software. Bij een lease- of financieringsvoertuig zorgt u vooraf voor schriftelijke toestemming van de eigenaar.',
      ),
      h('Artikel 5 – Annuleren en verplaatsen'),
      p(
        'U kunt een afspraak tot 24 uur van tevoren kosteloos annuleren of verplaatsen, telefonisch of per e-mail. Annuleert u later of verschijnt u niet, dan mogen wij de kosten in rekening brengen die wij aantoonbaar al hebben gemaakt, zoals speciaal voor u bestelde onderdelen en, bij de mobiele service, de gereden kilometers. Kunnen wij een afspraak door ziekte of overmacht niet nakomen, dan nemen wij zo snel mogelijk contact met u op om een nieuwe datum te plannen. Boekt u als consument op afstand, dan heeft u daarnaast het wettelijke herroepingsrecht van 14 dagen. Vraagt u ons de werkzaamheden binnen die termijn uit te voeren, dan vervalt dit recht zodra de werkzaamheden volledig zijn uitgevoerd.',
      ),
      h('Artikel 6 – Uitvoering van de werkzaamheden'),
      p(
        'Wij voeren de werkzaamheden zorgvuldig en naar beste vakkennis uit. Voor aanvang lezen wij het foutgeheugen uit en maken wij een kopie van de originele software. Wij mogen werkzaamheden weigeren of staken als de technische staat van het voertuig daartoe aanleiding geeft of als de gevraagde aanpassing in strijd is met de wet. Wij verwijderen of deactiveren nooit roetfilters, katalysatoren, EGR- of AdBlue/SCR-systemen en wettelijk verplichte snelheidsbegrenzers. Vermelde vermogens- en koppelwaarden en brandstofbesparingen zijn indicatief: het resultaat hangt onder meer af van de staat van het voertuig, de brandstof en de meetomstandigheden. Meerwerk voeren wij alleen uit na uw toestemming.',
      ),
      h('Artikel 7 – Mobiele service'),
      p(
        'Op verzoek voeren wij de werkzaamheden op locatie uit. Hiervoor rekenen wij € 0,70 per kilometer exclusief btw, gerekend vanaf onze werkplaats in Nijmegen. U zorgt voor een veilige, vlakke en goed bereikbare werkplek, bij voorkeur met een stroomaansluiting, en voor de aanwezigheid van het voertuig en de sleutels op het afgesproken tijdstip. Kunnen de werkzaamheden door omstandigheden aan uw kant niet doorgaan, dan blijft de kilometervergoeding verschuldigd.',
      ),
      h('Artikel 8 – Betaling'),
      p(
        'Betaling vindt plaats direct na afronding van de werkzaamheden en vóór de overdracht van het voertuig, per pin of via een betaalverzoek. Met zakelijke klanten kunnen wij betaling op factuur binnen 14 dagen afspreken. Bij te late betaling is de klant na een betalingsherinnering de wettelijke rente en de wettelijk toegestane incassokosten verschuldigd. Zolang niet volledig is betaald, mogen wij het voertuig onder ons houden (retentierecht).',
      ),
      h('Artikel 9 – Garantie'),
      p(
        'Op de door ons geleverde software geven wij 5 jaar garantie vanaf de datum van de werkzaamheden. Ontstaat in die periode een storing die aantoonbaar door onze software wordt veroorzaakt, dan herstellen wij die kosteloos in onze werkplaats. Meld een gebrek binnen twee maanden nadat u het heeft ontdekt en houd uw factuur bij de hand. De garantie vervalt als de software na onze werkzaamheden door derden is gewijzigd of overschreven, bijvoorbeeld door een update bij de dealer; in overleg plaatsen wij onze software dan opnieuw. De garantie geldt niet voor gebreken die al vóór onze werkzaamheden bestonden, normale slijtage van mechanische onderdelen, achterstallig onderhoud, gebruik in wedstrijden of op het circuit, overbelasting en hardware-aanpassingen die niet met ons zijn afgestemd. Deze garantie doet niets af aan uw wettelijke rechten.',
      ),
      h('Artikel 10 – Aansprakelijkheid'),
      p(
        'Onze aansprakelijkheid is beperkt tot directe schade en tot ten hoogste het factuurbedrag van de betreffende werkzaamheden of, als dat hoger is, het bedrag dat onze aansprakelijkheidsverzekering in het betreffende geval uitkeert. Wij zijn niet aansprakelijk voor indirecte schade, zoals gederfde winst, vervangend vervoer of stilstand, en evenmin voor schade door gebreken die al aanwezig waren of door onjuiste of onvolledige informatie van de klant. Deze beperkingen gelden niet bij opzet of bewuste roekeloosheid van onze kant, en niet voor zover dwingend consumentenrecht anders bepaalt.',
      ),
      h('Artikel 11 – Verantwoordelijkheden van de klant'),
      p(
        'De klant is zelf verantwoordelijk voor het melden van de aanpassing bij zijn verzekeraar en, waar van toepassing, bij de leasemaatschappij of financier. Neemt het vermogen van een auto of bedrijfswagen met meer dan 20% toe ten opzichte van de waarde in het kentekenregister, of wijzigt het vermogen van een motorfiets, dan moet de RDW het voertuig keuren; de klant draagt daar zorg voor. Voor vaartuigen, machines en voertuigen met een buitenlands kenteken gelden de voorschriften die daarop van toepassing zijn. Wij informeren u hierover naar beste weten, maar zijn niet aansprakelijk voor de gevolgen van het niet naleven van deze verplichtingen.',
      ),
      h('Artikel 12 – Klachten en toepasselijk recht'),
      p(
        'Heeft u een klacht, meld die dan zo snel mogelijk en met een duidelijke omschrijving. Wij reageren binnen 14 dagen en zoeken samen met u naar een oplossing. Op alle overeenkomsten is Nederlands recht van toepassing. Geschillen worden voorgelegd aan de bevoegde rechter in Nederland; voor zakelijke klanten is dat de rechtbank Gelderland. Persoonsgegevens verwerken wij volgens ons privacybeleid. Deze voorwaarden zijn ook in het Engels en het Duits beschikbaar; bij verschillen is de Nederlandse tekst leidend.',
      ),
    ],
    en: [
      h('Article 1 – Definitions'),
      p(
        "In these terms, 'we' or 'the workshop' means our chiptuning workshop in Nijmegen, whose business details are listed on the contact page of this website. 'Customer' means any natural or legal person who places an order with us; a 'consumer' is a customer who is not acting in the course of a trade, business or profession. 'Work' means all services we provide, including reading and modifying engine software, activating extra options, diagnostics and measurements, both at our workshop and on location. 'Vehicle' means the motor vehicle, machine or vessel we work on.",
      ),
      h('Article 2 – Scope'),
      p(
        "These terms apply to all offers, appointments and agreements between us and the customer. Deviating arrangements only apply if we have confirmed them in writing or by e-mail. The customer's own general terms do not apply. If any provision of these terms is void or annulled, the remaining provisions stay in full force.",
      ),
      h('Article 3 – Prices and quotes'),
      p(
        'All prices on our website are in euros and include VAT, unless stated otherwise. The mileage charge for the mobile service is € 0.70 per kilometre excluding VAT. Prices and power figures in our catalogue apply to the vehicle in its standard specification. If reading out the ECU shows that your vehicle differs, for example because of a different engine or software version or previous modifications, we will consult you before starting. If you do not agree to an adjusted price, you may cancel the order free of charge. Quotes, for instance for Stage 2, are valid for 30 days. Promotions apply only within the stated period. Obvious mistakes and typing errors are not binding on us.',
      ),
      h('Article 4 – Appointments'),
      p(
        "An appointment is made as soon as we have confirmed your request via the booking form, by phone or by message. We reserve a full day for your vehicle. You drop the vehicle off at 09:00 on the agreed day, with the keys, sufficient fuel and no valuables inside. You inform us beforehand of known defects, warning lights that are on and previous modifications to the engine or software. For a leased or financed vehicle you obtain the owner's written permission in advance.",
      ),
      h('Article 5 – Cancelling and rescheduling'),
      p(
        'You can cancel or reschedule an appointment free of charge up to 24 hours in advance, by phone or by e-mail. If you cancel later or do not show up, we may charge the costs we have demonstrably already incurred, such as parts ordered specially for you and, for the mobile service, the kilometres driven. If we cannot keep an appointment because of illness or force majeure, we will contact you as soon as possible to arrange a new date. If you book at a distance as a consumer, you also have the statutory 14-day right of withdrawal. If you ask us to carry out the work within that period, this right lapses once the work has been fully performed.',
      ),
      h('Article 6 – Performance of the work'),
      p(
        'We carry out the work carefully and to the best of our professional knowledge. Before starting, we read the fault memory and make a copy of the original software. We may refuse or stop work if the technical condition of the vehicle gives reason to do so or if the requested modification is against the law. We never remove or disable particulate filters, catalytic converters, EGR or AdBlue/SCR systems, or legally required speed limiters. Stated power and torque figures and fuel savings are indicative: the result depends on factors such as the condition of the vehicle, the fuel and the measuring conditions. Additional work is only carried out with your consent.',
      ),
      h('Article 7 – Mobile service'),
      p(
        'On request, we carry out the work on location. For this we charge € 0.70 per kilometre excluding VAT, calculated from our workshop in Nijmegen. You provide a safe, level and easily accessible place to work, preferably with a power socket, and make sure the vehicle and keys are available at the agreed time. If the work cannot go ahead due to circumstances on your side, the mileage charge remains payable.',
      ),
      h('Article 8 – Payment'),
      p(
        'Payment is due immediately after the work has been completed and before the vehicle is handed over, by debit card or via a payment request. With business customers we can agree payment on invoice within 14 days. In the event of late payment, the customer owes statutory interest and the statutory collection costs after a payment reminder. Until payment has been made in full, we may retain the vehicle (right of retention).',
      ),
      h('Article 9 – Warranty'),
      p(
        'We give a 5-year warranty on the software we supply, starting from the date of the work. If a fault demonstrably caused by our software occurs during that period, we will repair it free of charge at our workshop. Report a defect within two months of discovering it and keep your invoice to hand. The warranty lapses if the software is changed or overwritten by third parties after our work, for example by a dealer update; in that case we can reinstall our software by arrangement. The warranty does not cover defects that existed before our work, normal wear of mechanical parts, overdue maintenance, use in competitions or on a track, overloading, or hardware modifications not agreed with us. This warranty does not affect your statutory rights.',
      ),
      h('Article 10 – Liability'),
      p(
        'Our liability is limited to direct damage and to no more than the invoice amount of the work concerned or, if higher, the amount paid out by our liability insurance in the case concerned. We are not liable for indirect damage, such as loss of profit, replacement transport or downtime, nor for damage resulting from pre-existing defects or from incorrect or incomplete information provided by the customer. These limitations do not apply in the event of intent or deliberate recklessness on our part, nor insofar as mandatory consumer law provides otherwise.',
      ),
      h('Article 11 – Responsibilities of the customer'),
      p(
        'The customer is responsible for reporting the modification to their insurer and, where applicable, to the leasing or finance company. If the power of a car or commercial vehicle increases by more than 20% compared with the value in the Dutch vehicle register, or if the power of a motorcycle changes, the vehicle must be inspected by the RDW (the Dutch vehicle authority); the customer arranges this. Vessels, machines and vehicles with a foreign registration are subject to the regulations that apply to them. We inform you about this to the best of our knowledge, but we are not liable for the consequences of failing to comply with these obligations.',
      ),
      h('Article 12 – Complaints and governing law'),
      p(
        'If you have a complaint, please report it as soon as possible with a clear description. We respond within 14 days and work with you to find a solution. All agreements are governed by Dutch law. Disputes are submitted to the competent court in the Netherlands; for business customers this is the District Court of Gelderland. We process personal data in accordance with our privacy policy. These terms are available in Dutch, English and German; in the event of any discrepancy, the Dutch text prevails.',
      ),
    ],
    de: [
      h('Artikel 1 – Begriffsbestimmungen'),
      p(
        'In diesen Bedingungen bezeichnen „wir“ oder „die Werkstatt“ unsere Chiptuning-Werkstatt in Nijmegen, deren Unternehmensdaten auf der Kontaktseite dieser Website stehen. „Kunde“ ist jede natürliche oder juristische Person, die uns einen Auftrag erteilt; ein „Verbraucher“ ist ein Kunde, der nicht in Ausübung einer beruflichen oder gewerblichen Tätigkeit handelt. „Arbeiten“ sind alle von uns erbrachten Leistungen, darunter das Auslesen und Anpassen der Motorsoftware, das Freischalten von Zusatzoptionen, Diagnose und Messungen, sowohl in unserer Werkstatt als auch vor Ort. „Fahrzeug“ ist das Kraftfahrzeug, die Maschine oder das Wasserfahrzeug, an dem wir arbeiten.',
      ),
      h('Artikel 2 – Geltungsbereich'),
      p(
        'Diese Bedingungen gelten für alle Angebote, Termine und Verträge zwischen uns und dem Kunden. Abweichende Vereinbarungen gelten nur, wenn wir sie schriftlich oder per E-Mail bestätigt haben. Allgemeine Geschäftsbedingungen des Kunden finden keine Anwendung. Ist eine Bestimmung dieser Bedingungen nichtig oder wird sie aufgehoben, bleiben die übrigen Bestimmungen uneingeschränkt wirksam.',
      ),
      h('Artikel 3 – Preise und Angebote'),
      p(
        'Alle Preise auf unserer Website verstehen sich in Euro inklusive MwSt., sofern nicht anders angegeben. Die Kilometerpauschale für den mobilen Service beträgt 0,70 € pro Kilometer zzgl. MwSt. Preise und Leistungswerte in unserem Katalog gelten für das Fahrzeug in Serienausführung. Stellt sich beim Auslesen heraus, dass Ihr Fahrzeug abweicht, etwa durch eine andere Motor- oder Softwareversion oder frühere Änderungen, sprechen wir vor Beginn der Arbeiten mit Ihnen. Sind Sie mit einem geänderten Preis nicht einverstanden, können Sie den Auftrag kostenlos stornieren. Angebote, zum Beispiel für Stage 2, gelten 30 Tage. Aktionen gelten ausschließlich im angegebenen Zeitraum. Offensichtliche Irrtümer und Schreibfehler sind für uns nicht bindend.',
      ),
      h('Artikel 4 – Termine'),
      p(
        'Ein Termin kommt zustande, sobald wir Ihre Anfrage über das Terminformular, telefonisch oder per Nachricht bestätigt haben. Für Ihr Fahrzeug reservieren wir einen ganzen Tag. Sie bringen das Fahrzeug am vereinbarten Tag um 9:00 Uhr, mit Schlüsseln, ausreichend Kraftstoff und ohne Wertgegenstände darin. Sie teilen uns vorab bekannte Mängel, leuchtende Warnlampen und frühere Änderungen an Motor oder Software mit. Bei einem Leasing- oder finanzierten Fahrzeug holen Sie vorab die schriftliche Zustimmung des Eigentümers ein.',
      ),
      h('Artikel 5 – Stornierung und Verschiebung'),
      p(
        'Sie können einen Termin bis 24 Stunden vorher kostenlos stornieren oder verschieben, telefonisch oder per E-Mail. Stornieren Sie später oder erscheinen Sie nicht, dürfen wir die nachweislich bereits entstandenen Kosten berechnen, etwa eigens für Sie bestellte Teile und beim mobilen Service die gefahrenen Kilometer. Können wir einen Termin wegen Krankheit oder höherer Gewalt nicht einhalten, melden wir uns so schnell wie möglich, um einen neuen Termin zu vereinbaren. Buchen Sie als Verbraucher im Fernabsatz, steht Ihnen zusätzlich das gesetzliche Widerrufsrecht von 14 Tagen zu. Bitten Sie uns, die Arbeiten innerhalb dieser Frist auszuführen, erlischt dieses Recht, sobald die Arbeiten vollständig erbracht sind.',
      ),
      h('Artikel 6 – Durchführung der Arbeiten'),
      p(
        'Wir führen die Arbeiten sorgfältig und nach bestem fachlichem Wissen aus. Vor Beginn lesen wir den Fehlerspeicher aus und sichern die Originalsoftware. Wir dürfen Arbeiten ablehnen oder abbrechen, wenn der technische Zustand des Fahrzeugs dazu Anlass gibt oder die gewünschte Änderung gegen geltendes Recht verstößt. Partikelfilter, Katalysatoren, AGR- oder AdBlue/SCR-Systeme sowie gesetzlich vorgeschriebene Geschwindigkeitsbegrenzer entfernen oder deaktivieren wir niemals. Angegebene Leistungs- und Drehmomentwerte sowie Kraftstoffeinsparungen sind Richtwerte: Das Ergebnis hängt unter anderem vom Zustand des Fahrzeugs, vom Kraftstoff und von den Messbedingungen ab. Zusätzliche Arbeiten führen wir nur mit Ihrer Zustimmung aus.',
      ),
      h('Artikel 7 – Mobiler Service'),
      p(
        'Auf Wunsch führen wir die Arbeiten vor Ort aus. Dafür berechnen wir 0,70 € pro Kilometer zzgl. MwSt., gerechnet ab unserer Werkstatt in Nijmegen. Sie sorgen für einen sicheren, ebenen und gut zugänglichen Arbeitsplatz, möglichst mit Stromanschluss, und dafür, dass Fahrzeug und Schlüssel zum vereinbarten Zeitpunkt bereitstehen. Können die Arbeiten aus Gründen, die in Ihrem Bereich liegen, nicht stattfinden, bleibt die Kilometerpauschale geschuldet.',
      ),
      h('Artikel 8 – Zahlung'),
      p(
        'Die Zahlung erfolgt unmittelbar nach Abschluss der Arbeiten und vor Übergabe des Fahrzeugs, per Karte oder über eine Zahlungsanforderung. Mit Geschäftskunden können wir die Zahlung auf Rechnung innerhalb von 14 Tagen vereinbaren. Bei Zahlungsverzug schuldet der Kunde nach einer Zahlungserinnerung die gesetzlichen Zinsen und die gesetzlich zulässigen Inkassokosten. Bis zur vollständigen Bezahlung dürfen wir das Fahrzeug zurückbehalten (Zurückbehaltungsrecht).',
      ),
      h('Artikel 9 – Garantie'),
      p(
        'Auf die von uns gelieferte Software gewähren wir 5 Jahre Garantie ab dem Datum der Arbeiten. Tritt in diesem Zeitraum eine Störung auf, die nachweislich durch unsere Software verursacht wird, beheben wir sie kostenlos in unserer Werkstatt. Melden Sie einen Mangel innerhalb von zwei Monaten nach seiner Entdeckung und halten Sie Ihre Rechnung bereit. Die Garantie erlischt, wenn die Software nach unseren Arbeiten von Dritten verändert oder überschrieben wurde, beispielsweise durch ein Update beim Händler; nach Absprache spielen wir unsere Software dann erneut auf. Nicht abgedeckt sind Mängel, die bereits vor unseren Arbeiten bestanden, normaler Verschleiß mechanischer Teile, versäumte Wartung, Einsatz bei Wettbewerben oder auf der Rennstrecke, Überlastung sowie nicht mit uns abgestimmte Hardwareänderungen. Ihre gesetzlichen Rechte bleiben von dieser Garantie unberührt.',
      ),
      h('Artikel 10 – Haftung'),
      p(
        'Unsere Haftung ist auf unmittelbare Schäden und höchstens auf den Rechnungsbetrag der betreffenden Arbeiten beschränkt oder, falls höher, auf den Betrag, den unsere Haftpflichtversicherung im jeweiligen Fall auszahlt. Wir haften nicht für mittelbare Schäden wie entgangenen Gewinn, Ersatzmobilität oder Ausfallzeiten und ebenso wenig für Schäden infolge bereits vorhandener Mängel oder unrichtiger bzw. unvollständiger Angaben des Kunden. Diese Beschränkungen gelten nicht bei Vorsatz oder grober Fahrlässigkeit unsererseits und nicht, soweit zwingendes Verbraucherrecht etwas anderes bestimmt.',
      ),
      h('Artikel 11 – Pflichten des Kunden'),
      p(
        'Der Kunde ist selbst dafür verantwortlich, die Änderung seinem Versicherer und gegebenenfalls der Leasing- oder Finanzierungsgesellschaft zu melden. Steigt die Leistung eines Pkw oder Nutzfahrzeugs um mehr als 20 % gegenüber dem Wert im niederländischen Fahrzeugregister oder ändert sich die Leistung eines Motorrads, muss die RDW (die niederländische Zulassungsbehörde) das Fahrzeug prüfen; darum kümmert sich der Kunde. Für Wasserfahrzeuge, Maschinen und im Ausland zugelassene Fahrzeuge gelten die jeweils anwendbaren Vorschriften; in Deutschland ist eine Leistungssteigerung in der Regel eintragungspflichtig. Wir informieren Sie darüber nach bestem Wissen, haften jedoch nicht für die Folgen, wenn diese Pflichten nicht erfüllt werden.',
      ),
      h('Artikel 12 – Beschwerden und anwendbares Recht'),
      p(
        'Haben Sie eine Beschwerde, melden Sie diese bitte so schnell wie möglich mit einer klaren Beschreibung. Wir antworten innerhalb von 14 Tagen und suchen gemeinsam mit Ihnen nach einer Lösung. Für alle Verträge gilt niederländisches Recht. Streitigkeiten werden dem zuständigen Gericht in den Niederlanden vorgelegt; für Geschäftskunden ist dies das Bezirksgericht (rechtbank) Gelderland. Personenbezogene Daten verarbeiten wir gemäß unserer Datenschutzerklärung. Diese Bedingungen liegen auf Niederländisch, Englisch und Deutsch vor; bei Abweichungen ist der niederländische Text maßgeblich.',
      ),
    ],
  },
}

// ─── /privacybeleid ───────────────────────────────────────────────────────────

const privacy: SeedPage = {
  slug: 'privacybeleid',
  kind: 'legal',
  title: {
    nl: 'Privacybeleid',
    en: 'Privacy policy',
    de: 'Datenschutzerklärung',
  },
  description: {
    nl: 'Hoe onze werkplaats in Nijmegen omgaat met gegevens uit het afspraken- en contactformulier, cookies, bewaartermijnen en uw rechten onder de AVG.',
    en: 'How our workshop in Nijmegen handles data from the booking and contact forms, cookies and analytics, retention periods and your rights under the GDPR.',
    de: 'Wie unsere Werkstatt in Nijmegen mit Daten aus Termin- und Kontaktformular umgeht, Cookies und Analyse, Speicherfristen und Ihre Rechte nach der DSGVO.',
  },
  intro: {
    nl: 'Wij gaan zorgvuldig om met de gegevens die u ons toevertrouwt en verzamelen niet meer dan nodig is om u te helpen. Hieronder leest u welke gegevens wij verwerken, waarom we dat doen en welke rechten u heeft onder de Algemene verordening gegevensbescherming (AVG).',
    en: 'We handle the data you entrust to us with care and collect no more than we need to help you. Below you can read which data we process, why we do so and what rights you have under the General Data Protection Regulation (GDPR).',
    de: 'Wir gehen sorgfältig mit den Daten um, die Sie uns anvertrauen, und erheben nicht mehr, als wir benötigen, um Ihnen zu helfen. Nachfolgend erfahren Sie, welche Daten wir verarbeiten, warum wir das tun und welche Rechte Ihnen nach der Datenschutz-Grundverordnung (DSGVO) zustehen.',
  },
  body: {
    nl: [
      h('Wie is verantwoordelijk?'),
      p(
        'Verwerkingsverantwoordelijke is onze chiptuningwerkplaats in Nijmegen. De bedrijfsgegevens en het e-mailadres waarop u ons over privacy kunt bereiken, vindt u op de contactpagina van deze website.',
      ),
      h('Welke gegevens verwerken wij?'),
      list(
        'Afsprakenformulier: uw naam, e-mailadres, telefoonnummer en kenteken, het merk, model, bouwjaar en de motorvariant van uw voertuig, de gekozen datum en eventuele opmerkingen.',
        'Contactformulier: dit formulier opent uw eigen e-mailprogramma met een vooraf ingevuld bericht. Wij ontvangen alleen wat u daadwerkelijk verstuurt, zoals naam, e-mailadres, telefoonnummer, kenteken, merk, model, vermogen en uw bericht.',
        'Telefoon, WhatsApp en sociale media: de gegevens die u zelf met ons deelt tijdens het contact.',
        'Werkzaamheden aan uw voertuig: technische gegevens zoals het chassisnummer (VIN), foutcodes en een kopie van de originele motorsoftware, naast de gegevens op uw factuur.',
        "Websitegebruik, alleen met uw toestemming: gepseudonimiseerde gegevens over bezochte pagina's, klikken op bel-, mail- en WhatsApp-knoppen, scrolldiepte, campagneparameters uit de link waarmee u binnenkwam en algemene apparaat- en browsergegevens. Uw IP-adres wordt daarbij geanonimiseerd.",
      ),
      h('Waarvoor en op welke grondslag?'),
      list(
        'Het plannen en uitvoeren van uw afspraak en de werkzaamheden: uitvoering van de overeenkomst of stappen die u vóór het sluiten ervan vraagt.',
        'Het beantwoorden van uw vragen en het opstellen van offertes: ons gerechtvaardigd belang om u goed te helpen, of stappen op uw verzoek vóór een overeenkomst.',
        'Facturering en administratie: wettelijke verplichting, waaronder de fiscale bewaarplicht.',
        'Garantie en het terugzetten van de originele software: uitvoering van de overeenkomst.',
        'Statistieken om de website te verbeteren: uw toestemming, die u altijd weer kunt intrekken.',
      ),
      h('Cookies en lokale opslag'),
      p(
        "Voor de werking van de website slaan we enkele voorkeuren op in uw browser: uw taalkeuze, uw cookiekeuze en of u de actiebanner heeft gesloten. Deze functionele gegevens zijn nodig voor de website en worden niet gebruikt om u te volgen. Analysecookies plaatsen we alleen nadat u op 'alles accepteren' heeft geklikt of analyse in de instellingen heeft ingeschakeld. Kiest u voor alleen functioneel of weigert u alles, dan worden al geplaatste analysecookies verwijderd. U kunt uw keuze altijd wijzigen via de cookie-instellingen. Advertentie- of trackingcookies voor andere partijen gebruiken we niet.",
      ),
      h('Externe diensten'),
      p(
        'Wij verkopen uw gegevens nooit. Wel werken wij met verwerkers die ons helpen, zoals onze hostingpartij en het afsprakensysteem, onze e-mailprovider, een analysedienst (alleen met uw toestemming) en onze boekhouder. Met hen hebben wij afspraken gemaakt over beveiliging en geheimhouding. Worden gegevens buiten de Europese Economische Ruimte verwerkt, dan gebeurt dat alleen met passende waarborgen, zoals een adequaatheidsbesluit of standaardcontractbepalingen. De beoordelingswidget in de footer, WhatsApp en onze pagina op sociale media zijn diensten van derden; wanneer u die gebruikt of wanneer de widget wordt geladen, ontvangen zij technische gegevens zoals uw IP-adres en geldt hun eigen privacybeleid.',
      ),
      h('Zoeken op kenteken'),
      p(
        'Vult u op deze website uw kenteken in om uw motor te vinden, dan sturen wij alleen dat kenteken, zonder andere gegevens over u, naar de open data van de RDW (Rijksdienst voor het Wegverkeer, opendata.rdw.nl). De RDW geeft de openbare voertuiggegevens terug: merk, handelsnaam, datum van eerste toelating, brandstof en vermogen. Wij slaan het kenteken niet op en schrijven het niet in onze logbestanden; alleen het aantal zoekopdrachten tellen we. Om de RDW niet twee keer hetzelfde te vragen, onthoudt onze server het antwoord hooguit 24 uur in zijn werkgeheugen. Een kenteken in het afsprakenformulier wordt alleen bewaard als u de afspraak daadwerkelijk verstuurt.',
      ),
      h('Hoe lang bewaren wij uw gegevens?'),
      list(
        'Gegevens uit afspraken, offertes en contact: tot 2 jaar na het laatste contact, tenzij ze nodig zijn voor garantie of administratie.',
        'Facturen en de bijbehorende administratie: 7 jaar, vanwege de fiscale bewaarplicht.',
        'De kopie van de originele software van uw voertuig: zolang de garantie loopt, zodat we de fabrieksinstellingen kunnen terugzetten; daarna verwijderen we die op uw verzoek.',
        'Statistische gegevens over websitegebruik: maximaal 14 maanden.',
      ),
      h('Beveiliging'),
      p(
        'Wij nemen passende technische en organisatorische maatregelen om uw gegevens te beschermen tegen verlies en onbevoegde toegang, zoals versleutelde verbindingen, beperkte toegang voor medewerkers en regelmatige updates van onze systemen.',
      ),
      h('Uw rechten'),
      list(
        'Inzage in de gegevens die wij van u hebben.',
        'Correctie van onjuiste of onvolledige gegevens.',
        'Verwijdering van uw gegevens, voor zover wij die niet wettelijk moeten bewaren.',
        'Beperking van de verwerking en bezwaar tegen verwerking op basis van gerechtvaardigd belang.',
        'Overdracht van gegevens die u zelf aan ons heeft verstrekt.',
        'Intrekking van uw toestemming, zonder dat dit gevolgen heeft voor eerdere verwerking.',
      ),
      p(
        'Stuur uw verzoek naar het e-mailadres op onze contactpagina. Wij reageren binnen een maand en kunnen u vragen om u te identificeren, zodat we gegevens niet aan de verkeerde persoon verstrekken. Bent u niet tevreden over hoe wij met uw gegevens omgaan, dan kunt u een klacht indienen bij de Autoriteit Persoonsgegevens.',
      ),
      h('Wijzigingen'),
      p(
        'Wij passen dit privacybeleid aan wanneer onze dienstverlening of de wetgeving daar aanleiding toe geeft. De actuele versie staat altijd op deze pagina.',
      ),
    ],
    en: [
      h('Who is responsible?'),
      p(
        'The data controller is our chiptuning workshop in Nijmegen. You will find our business details and the e-mail address for privacy questions on the contact page of this website.',
      ),
      h('What data do we process?'),
      list(
        'Booking form: your name, e-mail address, phone number and licence plate, the make, model, year of manufacture and engine variant of your vehicle, the chosen date and any notes.',
        'Contact form: this form opens your own e-mail program with a pre-filled message. We only receive what you actually send, such as your name, e-mail address, phone number, licence plate, make, model, power output and message.',
        'Phone, WhatsApp and social media: the information you choose to share with us.',
        'Work on your vehicle: technical data such as the vehicle identification number (VIN), fault codes and a copy of the original engine software, in addition to the details on your invoice.',
        'Website usage, only with your consent: pseudonymised data about pages visited, clicks on call, e-mail and WhatsApp buttons, scroll depth, campaign parameters from the link you arrived through and general device and browser information. Your IP address is anonymised.',
      ),
      h('For what purposes and on what legal basis?'),
      list(
        'Scheduling and carrying out your appointment and the work: performance of the contract, or steps you request before entering into it.',
        'Answering your questions and preparing quotes: our legitimate interest in helping you properly, or steps at your request before a contract.',
        'Invoicing and bookkeeping: legal obligation, including statutory tax retention requirements.',
        'Warranty and restoring the original software: performance of the contract.',
        'Statistics to improve the website: your consent, which you can withdraw at any time.',
      ),
      h('Cookies and local storage'),
      p(
        "For the website to work, we store a few preferences in your browser: your language, your cookie choice and whether you have closed the promotion banner. These functional data are needed for the website and are not used to track you. We only set analytics cookies after you click 'accept all' or switch on analytics in the settings. If you choose functional only or reject all, any analytics cookies already set are deleted. You can change your choice at any time via the cookie settings. We do not use advertising or third-party tracking cookies.",
      ),
      h('External services'),
      p(
        'We never sell your data. We do work with processors that help us, such as our hosting provider and booking system, our e-mail provider, an analytics service (only with your consent) and our accountant. We have agreements with them on security and confidentiality. If data is processed outside the European Economic Area, this only happens with appropriate safeguards, such as an adequacy decision or standard contractual clauses. The review widget in the footer, WhatsApp and our social media page are third-party services; when you use them or when the widget loads, they receive technical data such as your IP address and their own privacy policies apply.',
      ),
      h('Looking up your licence plate'),
      p(
        'When you enter your licence plate on this website to find your engine, we send only that plate, without any other data about you, to the open data of the RDW (the Dutch vehicle authority, opendata.rdw.nl). The RDW returns the public vehicle data: make, trade name, date of first registration, fuel and power. We do not store the plate and do not write it to our logs; we only count the number of look-ups. So as not to ask the RDW the same question twice, our server keeps the answer in its working memory for at most 24 hours. A plate in the booking form is only stored when you actually send the booking.',
      ),
      h('How long do we keep your data?'),
      list(
        'Data from appointments, quotes and contact: up to 2 years after the last contact, unless needed for warranty or bookkeeping purposes.',
        'Invoices and related records: 7 years, because of statutory tax retention requirements.',
        "The copy of your vehicle's original software: for as long as the warranty runs, so that we can restore the factory settings; after that we delete it on request.",
        'Statistical data on website usage: no longer than 14 months.',
      ),
      h('Security'),
      p(
        'We take appropriate technical and organisational measures to protect your data against loss and unauthorised access, such as encrypted connections, limited staff access and regular updates of our systems.',
      ),
      h('Your rights'),
      list(
        'Access to the data we hold about you.',
        'Rectification of incorrect or incomplete data.',
        'Erasure of your data, insofar as we are not legally required to keep it.',
        'Restriction of processing and objection to processing based on legitimate interest.',
        'Portability of data you have provided to us yourself.',
        'Withdrawal of your consent, without affecting processing that took place before.',
      ),
      p(
        'Send your request to the e-mail address on our contact page. We respond within one month and may ask you to verify your identity so that we do not disclose data to the wrong person. If you are not satisfied with how we handle your data, you can lodge a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens).',
      ),
      h('Changes'),
      p(
        'We update this privacy policy when changes to our services or the law make it necessary. The current version is always available on this page.',
      ),
    ],
    de: [
      h('Wer ist verantwortlich?'),
      p(
        'Verantwortlicher ist unsere Chiptuning-Werkstatt in Nijmegen. Unsere Unternehmensdaten und die E-Mail-Adresse für Datenschutzanfragen finden Sie auf der Kontaktseite dieser Website.',
      ),
      h('Welche Daten verarbeiten wir?'),
      list(
        'Terminformular: Ihr Name, Ihre E-Mail-Adresse, Telefonnummer und Ihr Kennzeichen, Marke, Modell, Baujahr und Motorvariante Ihres Fahrzeugs, das gewählte Datum und eventuelle Anmerkungen.',
        'Kontaktformular: Dieses Formular öffnet Ihr eigenes E-Mail-Programm mit einer vorausgefüllten Nachricht. Wir erhalten nur, was Sie tatsächlich senden, etwa Name, E-Mail-Adresse, Telefonnummer, Kennzeichen, Marke, Modell, Leistung und Ihre Nachricht.',
        'Telefon, WhatsApp und soziale Medien: die Angaben, die Sie uns im Kontakt selbst mitteilen.',
        'Arbeiten an Ihrem Fahrzeug: technische Daten wie die Fahrzeug-Identifizierungsnummer (FIN), Fehlercodes und eine Kopie der Original-Motorsoftware sowie die Angaben auf Ihrer Rechnung.',
        'Websitenutzung, nur mit Ihrer Einwilligung: pseudonymisierte Daten über besuchte Seiten, Klicks auf Anruf-, E-Mail- und WhatsApp-Schaltflächen, Scrolltiefe, Kampagnenparameter aus dem Link, über den Sie gekommen sind, sowie allgemeine Geräte- und Browserdaten. Ihre IP-Adresse wird dabei anonymisiert.',
      ),
      h('Zu welchen Zwecken und auf welcher Rechtsgrundlage?'),
      list(
        'Planung und Durchführung Ihres Termins und der Arbeiten: Vertragserfüllung bzw. vorvertragliche Maßnahmen auf Ihre Anfrage.',
        'Beantwortung Ihrer Fragen und Erstellung von Angeboten: unser berechtigtes Interesse, Ihnen gut zu helfen, bzw. vorvertragliche Maßnahmen auf Ihre Anfrage.',
        'Rechnungsstellung und Buchhaltung: rechtliche Verpflichtung, einschließlich steuerlicher Aufbewahrungspflichten.',
        'Garantie und Wiederherstellung der Originalsoftware: Vertragserfüllung.',
        'Statistiken zur Verbesserung der Website: Ihre Einwilligung, die Sie jederzeit widerrufen können.',
      ),
      h('Cookies und lokale Speicherung'),
      p(
        'Damit die Website funktioniert, speichern wir einige Einstellungen in Ihrem Browser: Ihre Sprache, Ihre Cookie-Auswahl und ob Sie das Aktionsbanner geschlossen haben. Diese funktionalen Daten sind für die Website erforderlich und werden nicht genutzt, um Sie zu verfolgen. Analyse-Cookies setzen wir erst, wenn Sie „Alle akzeptieren“ wählen oder die Analyse in den Einstellungen aktivieren. Wählen Sie „nur funktional“ oder lehnen Sie alles ab, werden bereits gesetzte Analyse-Cookies gelöscht. Ihre Auswahl können Sie jederzeit über die Cookie-Einstellungen ändern. Werbe- oder Tracking-Cookies von Drittanbietern verwenden wir nicht.',
      ),
      h('Externe Dienste'),
      p(
        'Wir verkaufen Ihre Daten niemals. Wir arbeiten jedoch mit Auftragsverarbeitern zusammen, etwa unserem Hosting-Anbieter und Terminsystem, unserem E-Mail-Anbieter, einem Analysedienst (nur mit Ihrer Einwilligung) und unserem Steuerberater. Mit ihnen haben wir Vereinbarungen über Sicherheit und Vertraulichkeit getroffen. Werden Daten außerhalb des Europäischen Wirtschaftsraums verarbeitet, geschieht dies nur mit geeigneten Garantien wie einem Angemessenheitsbeschluss oder Standardvertragsklauseln. Das Bewertungs-Widget in der Fußzeile, WhatsApp und unsere Seite in sozialen Medien sind Dienste Dritter; wenn Sie diese nutzen oder das Widget geladen wird, erhalten sie technische Daten wie Ihre IP-Adresse, und es gelten deren eigene Datenschutzbestimmungen.',
      ),
      h('Suche nach Kennzeichen'),
      p(
        'Wenn Sie auf dieser Website Ihr Kennzeichen eingeben, um Ihren Motor zu finden, senden wir nur dieses Kennzeichen, ohne weitere Daten über Sie, an die offenen Daten des RDW (niederländische Fahrzeugbehörde, opendata.rdw.nl). Der RDW liefert die öffentlichen Fahrzeugdaten zurück: Marke, Handelsname, Datum der Erstzulassung, Kraftstoff und Leistung. Wir speichern das Kennzeichen nicht und schreiben es nicht in unsere Protokolle; wir zählen nur die Anzahl der Suchanfragen. Damit wir den RDW nicht zweimal dasselbe fragen, behält unser Server die Antwort höchstens 24 Stunden im Arbeitsspeicher. Ein Kennzeichen im Terminformular wird nur gespeichert, wenn Sie den Termin tatsächlich absenden.',
      ),
      h('Wie lange speichern wir Ihre Daten?'),
      list(
        'Daten aus Terminen, Angeboten und Kontaktanfragen: bis zu 2 Jahre nach dem letzten Kontakt, sofern sie nicht für Garantie oder Buchhaltung benötigt werden.',
        'Rechnungen und zugehörige Unterlagen: 7 Jahre aufgrund der niederländischen steuerlichen Aufbewahrungspflicht.',
        'Die Kopie der Originalsoftware Ihres Fahrzeugs: solange die Garantie läuft, damit wir den Werkszustand wiederherstellen können; danach löschen wir sie auf Ihren Wunsch.',
        'Statistische Daten zur Websitenutzung: höchstens 14 Monate.',
      ),
      h('Sicherheit'),
      p(
        'Wir treffen geeignete technische und organisatorische Maßnahmen, um Ihre Daten vor Verlust und unbefugtem Zugriff zu schützen, etwa verschlüsselte Verbindungen, eingeschränkte Zugriffsrechte und regelmäßige Updates unserer Systeme.',
      ),
      h('Ihre Rechte'),
      list(
        'Auskunft über die Daten, die wir über Sie gespeichert haben.',
        'Berichtigung unrichtiger oder unvollständiger Daten.',
        'Löschung Ihrer Daten, soweit wir sie nicht gesetzlich aufbewahren müssen.',
        'Einschränkung der Verarbeitung und Widerspruch gegen eine Verarbeitung auf Grundlage berechtigter Interessen.',
        'Übertragbarkeit der Daten, die Sie uns selbst bereitgestellt haben.',
        'Widerruf Ihrer Einwilligung, ohne dass dies die zuvor erfolgte Verarbeitung berührt.',
      ),
      p(
        'Senden Sie Ihre Anfrage an die E-Mail-Adresse auf unserer Kontaktseite. Wir antworten innerhalb eines Monats und können Sie bitten, sich auszuweisen, damit wir keine Daten an die falsche Person herausgeben. Sind Sie mit unserem Umgang mit Ihren Daten nicht zufrieden, können Sie sich bei der niederländischen Datenschutzbehörde (Autoriteit Persoonsgegevens) beschweren.',
      ),
      h('Änderungen'),
      p(
        'Wir passen diese Datenschutzerklärung an, wenn Änderungen unserer Leistungen oder der Rechtslage dies erfordern. Die aktuelle Fassung finden Sie stets auf dieser Seite.',
      ),
    ],
  },
}

// ─── /over-ons (the site adds the #mobiele-service section, with the fee from the settings) ──

const about: SeedPage = {
  slug: 'over-ons',
  kind: 'about',
  title: {
    nl: 'Over ons',
    en: 'About us',
    de: 'Über uns',
  },
  description: {
    nl: 'Onze chiptuningwerkplaats in Nijmegen: ruim 15 jaar ervaring, meer dan 1000 tevreden klanten, eerlijk advies en een mobiele service voor € 0,70 per km.',
    en: 'Our chiptuning workshop in Nijmegen: 15+ years of experience, over 1,000 satisfied customers, honest advice and a mobile service at € 0.70 per km.',
    de: 'Unsere Chiptuning-Werkstatt in Nijmegen: über 15 Jahre Erfahrung, mehr als 1.000 zufriedene Kunden, ehrliche Beratung und mobiler Service für 0,70 €/km.',
  },
  intro: {
    nl: "Wij zijn een gespecialiseerde chiptuningwerkplaats in Nijmegen. Al meer dan 15 jaar halen we het beste uit motoren van personenauto's, bedrijfswagens, vrachtwagens, landbouwmachines, motoren en boten, en inmiddels vertrouwen meer dan 1000 klanten op ons.",
    en: 'We are a specialist chiptuning workshop in Nijmegen. For more than 15 years we have been getting the best out of the engines of cars, commercial vehicles, trucks, agricultural machines, motorcycles and boats, and more than 1,000 customers now rely on us.',
    de: 'Wir sind eine spezialisierte Chiptuning-Werkstatt in Nijmegen. Seit über 15 Jahren holen wir das Beste aus den Motoren von Pkw, Nutzfahrzeugen, Lkw, Landmaschinen, Motorrädern und Booten heraus, und inzwischen vertrauen uns mehr als 1.000 Kunden.',
  },
  body: {
    nl: [
      h('Vakmanschap in motorsoftware'),
      p(
        'Chiptuning is ons vak, geen bijzaak. We werken dagelijks met motorregeleenheden van tientallen merken en kennen de sterke en zwakke punten van veel motoren uit de praktijk. Daardoor weten we hoeveel extra vermogen een motor veilig aankan en waar de grens ligt. Elke aanpassing stemmen we af op uw motor, de staat van uw voertuig en de manier waarop u ermee rijdt: een bestelbus die dagelijks vol beladen de snelweg op gaat, vraagt om een andere afstemming dan een sportieve hatchback of een tractor die urenlang onder vollast werkt.',
      ),
      h('Zo werken wij'),
      list(
        'We beginnen met een diagnose: foutcodes uitlezen en de technische staat van het voertuig controleren.',
        'We maken een kopie van de originele software, zodat uw voertuig altijd terug kan naar de fabrieksinstellingen.',
        'We passen de software aan binnen de grenzen van turbo, brandstofsysteem, koppeling en versnellingsbak.',
        'We controleren het resultaat met een proefrit en live-data en lopen de uitkomst met u door.',
        'U krijgt 5 jaar garantie op onze software en advies over verzekering, RDW en onderhoud.',
      ),
      h('Eerlijk advies, alleen legaal werk'),
      p(
        'Levert tuning voor uw motor weinig op, of is er eerst een reparatie nodig, dan zeggen we dat gewoon. En we werken uitsluitend legaal: roetfilters, katalysatoren, EGR- en AdBlue-systemen blijven gewoon werken en wettelijk verplichte snelheidsbegrenzers laten we ongemoeid. Zo blijft uw voertuig APK-waardig, verzekerbaar en goed verkoopbaar.',
      ),
      h('Voor welke voertuigen?'),
      list(
        "Personenauto's, diesel en benzine, van compacte stadsauto tot SUV",
        "Bestelbussen, lease- en bedrijfsauto's",
        'Vrachtwagens, campers en paardenwagens',
        'Tractoren, combines en andere landbouw- en industriemachines',
        'Motoren en quads',
        "Boten en jetski's",
      ),
      h('Openingstijden'),
      p(
        'Onze werkplaats in Nijmegen is geopend van maandag tot en met vrijdag van 09:00 tot 18:00 uur en op zaterdag van 09:00 tot 13:00 uur. Op zondag zijn we gesloten. Een afspraak maakt u eenvoudig online, maar u kunt ons ook bellen of een bericht sturen.',
      ),
    ],
    en: [
      h('Craftsmanship in engine software'),
      p(
        'Chiptuning is our trade, not a sideline. We work with engine control units from dozens of makes every day and know the strengths and weaknesses of many engines from experience. That is how we know how much extra power an engine can safely handle and where the limit lies. We tailor every calibration to your engine, the condition of your vehicle and the way you drive it: a van that goes onto the motorway fully loaded every day needs a different calibration from a sporty hatchback or a tractor working at full load for hours.',
      ),
      h('How we work'),
      list(
        'We start with diagnostics: reading fault codes and checking the technical condition of the vehicle.',
        'We make a copy of the original software, so your vehicle can always go back to the factory settings.',
        'We modify the software within the limits of the turbocharger, fuel system, clutch and gearbox.',
        'We check the result with a test drive and live data and go through the outcome with you.',
        'You get a 5-year warranty on our software, plus advice on insurance, the RDW and maintenance.',
      ),
      h('Honest advice, legal work only'),
      p(
        'If tuning your engine would gain little, or a repair is needed first, we simply tell you. And we only do legal work: particulate filters, catalytic converters, EGR and AdBlue systems keep working, and we leave legally required speed limiters alone. That way your vehicle keeps passing the APK (the Dutch MOT), stays insurable and retains its resale value.',
      ),
      h('Which vehicles?'),
      list(
        'Passenger cars, diesel and petrol, from compact city cars to SUVs',
        'Vans, lease cars and company cars',
        'Trucks, motorhomes and horse lorries',
        'Tractors, combine harvesters and other agricultural and industrial machines',
        'Motorcycles and quads',
        'Boats and jet skis',
      ),
      h('Opening hours'),
      p(
        'Our workshop in Nijmegen is open Monday to Friday from 09:00 to 18:00 and on Saturday from 09:00 to 13:00. We are closed on Sundays. You can easily book an appointment online, but you are also welcome to call or send us a message.',
      ),
    ],
    de: [
      h('Handwerk in der Motorsoftware'),
      p(
        'Chiptuning ist unser Beruf, keine Nebensache. Wir arbeiten täglich mit Motorsteuergeräten von Dutzenden Marken und kennen die Stärken und Schwächen vieler Motoren aus der Praxis. Deshalb wissen wir, wie viel Mehrleistung ein Motor sicher verträgt und wo die Grenze liegt. Jede Abstimmung passen wir an Ihren Motor, den Zustand Ihres Fahrzeugs und Ihre Fahrweise an: Ein Transporter, der täglich voll beladen auf die Autobahn geht, braucht eine andere Abstimmung als ein sportlicher Kompaktwagen oder ein Traktor, der stundenlang unter Volllast arbeitet.',
      ),
      h('So arbeiten wir'),
      list(
        'Wir beginnen mit einer Diagnose: Fehlerspeicher auslesen und den technischen Zustand des Fahrzeugs prüfen.',
        'Wir sichern die Originalsoftware, damit Ihr Fahrzeug jederzeit in den Werkszustand zurückversetzt werden kann.',
        'Wir passen die Software innerhalb der Grenzen von Turbolader, Kraftstoffsystem, Kupplung und Getriebe an.',
        'Wir prüfen das Ergebnis mit einer Probefahrt und Live-Daten und besprechen es mit Ihnen.',
        'Sie erhalten 5 Jahre Garantie auf unsere Software sowie Beratung zu Versicherung, RDW und Wartung.',
      ),
      h('Ehrliche Beratung, nur legale Arbeit'),
      p(
        'Bringt ein Tuning bei Ihrem Motor wenig, oder ist zuerst eine Reparatur nötig, sagen wir Ihnen das offen. Und wir arbeiten ausschließlich legal: Partikelfilter, Katalysatoren, AGR- und AdBlue-Systeme bleiben funktionsfähig, und gesetzlich vorgeschriebene Geschwindigkeitsbegrenzer lassen wir unangetastet. So besteht Ihr Fahrzeug weiterhin die APK (die niederländische Hauptuntersuchung), bleibt versicherbar und behält seinen Wiederverkaufswert.',
      ),
      h('Für welche Fahrzeuge?'),
      list(
        'Pkw, Diesel und Benziner, vom Kleinwagen bis zum SUV',
        'Transporter, Leasing- und Firmenfahrzeuge',
        'Lkw, Wohnmobile und Pferdetransporter',
        'Traktoren, Mähdrescher und andere Land- und Baumaschinen',
        'Motorräder und Quads',
        'Boote und Jetskis',
      ),
      h('Öffnungszeiten'),
      p(
        'Unsere Werkstatt in Nijmegen ist montags bis freitags von 9:00 bis 18:00 Uhr und samstags von 9:00 bis 13:00 Uhr geöffnet. Sonntags haben wir geschlossen. Einen Termin buchen Sie bequem online, Sie können uns aber auch anrufen oder eine Nachricht schicken.',
      ),
    ],
  },
}

// ─── /diensten ────────────────────────────────────────────────────────────────

const services: SeedPage = {
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

// ─── /automotive-tuning-services (SEO hub) ────────────────────────────────────
// Headings name the vehicle categories in the same order as the catalogue tabs and topic pages,
// so the page template can attach links (/chiptuning, /landbouw-chiptuning, /motor-chiptuning,
// /marine-chiptuning, /veilig-chiptuning, /brandstofbesparing-tuning) next to them.

const hub: SeedPage = {
  slug: 'automotive-tuning-services',
  kind: 'hub',
  title: {
    nl: 'Chiptuning voor elk type voertuig',
    en: 'Automotive tuning services',
    de: 'Tuning-Leistungen für jedes Fahrzeug',
  },
  description: {
    nl: "Chiptuning voor auto's, bestelbussen, vrachtwagens, campers, paardenwagens, landbouwmachines, motoren en boten. In onze werkplaats in Nijmegen of op locatie.",
    en: 'Chiptuning for cars, vans, trucks, motorhomes, horse lorries, farm machinery, motorcycles and boats. At our workshop in Nijmegen or on location.',
    de: 'Chiptuning für Pkw, Transporter, Lkw, Wohnmobile, Pferdetransporter, Landmaschinen, Motorräder und Boote. In unserer Werkstatt in Nijmegen oder vor Ort.',
  },
  intro: {
    nl: 'Of u nu dagelijks in de spits op de A73 staat, met een volle aanhanger door de Betuwe rijdt of met uw boot de Waal op gaat: voor vrijwel elk voertuig met een elektronisch geregelde verbrandingsmotor hebben we een passende tuning. Hieronder vindt u per categorie wat we doen en waar u op kunt rekenen.',
    en: 'Whether you sit in rush-hour traffic on the A73 every day, tow a full trailer through the Betuwe or take your boat out on the Waal: we have a suitable calibration for almost every vehicle with an electronically controlled combustion engine. Below you will find what we do for each category and what you can expect.',
    de: 'Ob Sie täglich im Berufsverkehr auf der A73 stehen, mit vollem Anhänger durch die Betuwe fahren oder mit Ihrem Boot auf die Waal hinausfahren: Für nahezu jedes Fahrzeug mit elektronisch geregeltem Verbrennungsmotor haben wir die passende Abstimmung. Nachfolgend finden Sie, was wir je Kategorie anbieten und womit Sie rechnen können.',
  },
  body: {
    nl: [
      h("Personenauto's"),
      p(
        "Voor personenauto's van alle gangbare merken, van Audi, BMW en Mercedes-Benz tot Volkswagen en Volvo, bieden we Stage 1, Stage 2 en losse opties. Moderne turbomotoren laten het meeste verschil zien: meer trekkracht bij inhalen en invoegen, en bij een rustige rijstijl een lager verbruik. In onze catalogus ziet u per merk, model, bouwjaar en motor wat uw auto standaard levert en wat er na tuning mogelijk is.",
      ),
      h('Bestelbussen en bedrijfswagens'),
      p(
        'Een bestelbus rijdt vaak vol beladen, met een aanhanger of onder tijdsdruk. Tuning geeft meer koppel bij lage toerentallen, zodat de motor minder hoeft te schakelen en te toeren. Dat scheelt brandstof en slijtage. Voor wagenparken plannen we meerdere voertuigen op één dag of komen we met de mobiele service naar uw bedrijf.',
      ),
      h('Vrachtwagens'),
      p(
        'Bij vrachtwagens van onder meer DAF, Scania, Volvo, MAN en Mercedes-Benz richten we ons op efficiënte trekkracht en een lager verbruik per kilometer. Bij tienduizenden kilometers per jaar levert elk procent besparing direct geld op. De wettelijke snelheidsbegrenzer en het AdBlue/SCR-systeem blijven ongewijzigd.',
      ),
      h('Campers en paardenwagens'),
      p(
        'Campers en paardenwagens zijn zwaar en hoog en vragen veel van hun motor, zeker op de hellingen van de Ardennen of de Alpen. Met extra koppel onderin trekt uw voertuig rustiger op en houdt het beter snelheid, zonder dat u steeds hoeft terug te schakelen. Bij paardenwagens stemmen we de gasrespons extra soepel af, voor een rustige rit voor uw paarden.',
      ),
      h("Lease- en bedrijfsauto's"),
      p(
        "Ook lease- en bedrijfsauto's kunnen we tunen, mits de eigenaar schriftelijk toestemming geeft. Bij het inleveren zetten we op verzoek de originele software terug. De bijtelling verandert niet door chiptuning, omdat die is gebaseerd op de cataloguswaarde.",
      ),
      h('Landbouw- en industriemachines'),
      p(
        'Tractoren, combines, shovels en andere machines draaien urenlang onder zware belasting. Meer koppel in het werkgebied en een lager verbruik per draaiuur maken daar het verschil. Op onze pagina over landbouw chiptuning leest u hoe we dat veilig aanpakken, ook op uw eigen erf.',
      ),
      h('Motoren en quads'),
      p(
        'Bij motoren draait het niet alleen om topvermogen, maar vooral om een soepele gasrespons en een vollere middenrange. Op onze pagina over motor chiptuning leest u wat er mogelijk is en waarom een vermogenswijziging bij een motorfiets altijd langs de RDW moet.',
      ),
      h("Boten en jetski's"),
      p(
        "Op het water draait een motor lang op hoge belasting. Daarom tunen we boten en jetski's behoudend, met de nadruk op sneller in glijvaart komen en een lager kruistoerental. Meer daarover op onze pagina over marine chiptuning.",
      ),
      h('Veilig en zuinig'),
      p(
        'Hoe we ervoor zorgen dat uw motor gezond blijft, leest u op onze pagina over veilig chiptunen. Wilt u vooral brandstof besparen, bekijk dan onze uitleg over brandstofbesparing door tuning, inclusief een rekenvoorbeeld.',
      ),
      h('Zo werkt het'),
      list(
        'Kies uw merk en model in onze catalogus en bekijk wat tuning oplevert.',
        'Plan online een dag in, of vraag een offerte aan voor Stage 2.',
        'Breng uw voertuig om 09:00 uur naar onze werkplaats in Nijmegen, of laat ons voor € 0,70 per km exclusief btw naar u toe komen.',
        'Na 1,5 tot 2 uur tunen en een proefrit is uw voertuig klaar, met 5 jaar garantie op de software.',
      ),
    ],
    en: [
      h('Passenger cars'),
      p(
        'For passenger cars of all common makes, from Audi, BMW and Mercedes-Benz to Volkswagen and Volvo, we offer Stage 1, Stage 2 and individual options. Modern turbocharged engines show the biggest difference: more pulling power when overtaking and merging, and lower consumption with a relaxed driving style. Our catalogue shows, for each make, model, year and engine, what your car delivers as standard and what is possible after tuning.',
      ),
      h('Vans and commercial vehicles'),
      p(
        'Vans are often driven fully loaded, with a trailer or against the clock. Tuning provides more torque at low revs, so the engine needs fewer gear changes and fewer revs. That saves fuel and wear. For fleets we schedule several vehicles on one day or come to your business with our mobile service.',
      ),
      h('Trucks'),
      p(
        'On trucks from DAF, Scania, Volvo, MAN, Mercedes-Benz and others, we focus on efficient pulling power and lower consumption per kilometre. Over tens of thousands of kilometres a year, every per cent saved translates directly into money. The legally required speed limiter and the AdBlue/SCR system remain unchanged.',
      ),
      h('Motorhomes and horse lorries'),
      p(
        'Motorhomes and horse lorries are heavy and tall and ask a lot of their engines, especially on the climbs of the Ardennes or the Alps. With extra low-down torque your vehicle pulls away more calmly and holds its speed better, without constant downshifting. For horse lorries we make the throttle response extra smooth, for a calm ride for your horses.',
      ),
      h('Lease cars and company cars'),
      p(
        'We can also tune lease cars and company cars, provided the owner gives written permission. When the car is returned, we restore the original software on request. The Dutch taxable benefit for private use (bijtelling) does not change, because it is based on the list price.',
      ),
      h('Agricultural and industrial machines'),
      p(
        'Tractors, combine harvesters, wheel loaders and other machines run under heavy load for hours on end. More torque in the working range and lower consumption per operating hour make the difference there. Our page on agricultural chiptuning explains how we do this safely, including on your own farm.',
      ),
      h('Motorcycles and quads'),
      p(
        'With motorcycles it is not just about peak power, but above all about smooth throttle response and a fuller mid-range. Our page on motorcycle chiptuning explains what is possible and why any change in power on a motorcycle must always be approved by the RDW.',
      ),
      h('Boats and jet skis'),
      p(
        'On the water an engine runs at high load for long periods. That is why we tune boats and jet skis conservatively, with the emphasis on getting onto the plane sooner and cruising at lower revs. Read more on our page on marine chiptuning.',
      ),
      h('Safe and economical'),
      p(
        'Our page on safe chiptuning explains how we keep your engine healthy. If saving fuel is your main goal, take a look at our explanation of fuel saving through tuning, including a worked example.',
      ),
      h('How it works'),
      list(
        'Choose your make and model in our catalogue and see what tuning delivers.',
        'Book a day online, or request a quote for Stage 2.',
        'Bring your vehicle to our workshop in Nijmegen at 09:00, or have us come to you for € 0.70 per km excluding VAT.',
        'After 1.5 to 2 hours of tuning and a test drive, your vehicle is ready, with a 5-year warranty on the software.',
      ),
    ],
    de: [
      h('Pkw'),
      p(
        'Für Pkw aller gängigen Marken, von Audi, BMW und Mercedes-Benz bis Volkswagen und Volvo, bieten wir Stage 1, Stage 2 und einzelne Optionen an. Moderne Turbomotoren zeigen den größten Unterschied: mehr Durchzug beim Überholen und Einfädeln und bei ruhiger Fahrweise ein geringerer Verbrauch. In unserem Katalog sehen Sie für jede Marke, jedes Modell, Baujahr und jeden Motor, was Ihr Fahrzeug serienmäßig leistet und was nach dem Tuning möglich ist.',
      ),
      h('Transporter und Nutzfahrzeuge'),
      p(
        'Transporter sind oft voll beladen, mit Anhänger oder unter Zeitdruck unterwegs. Tuning sorgt für mehr Drehmoment bei niedrigen Drehzahlen, sodass der Motor seltener geschaltet und weniger hochgedreht werden muss. Das spart Kraftstoff und Verschleiß. Für Fuhrparks planen wir mehrere Fahrzeuge an einem Tag oder kommen mit dem mobilen Service in Ihren Betrieb.',
      ),
      h('Lkw'),
      p(
        'Bei Lkw von DAF, Scania, Volvo, MAN, Mercedes-Benz und anderen konzentrieren wir uns auf effiziente Zugkraft und einen geringeren Verbrauch pro Kilometer. Bei Zehntausenden Kilometern im Jahr zahlt sich jedes eingesparte Prozent direkt aus. Der gesetzlich vorgeschriebene Geschwindigkeitsbegrenzer und das AdBlue/SCR-System bleiben unverändert.',
      ),
      h('Wohnmobile und Pferdetransporter'),
      p(
        'Wohnmobile und Pferdetransporter sind schwer und hoch und fordern ihren Motor stark, besonders an den Steigungen der Ardennen oder der Alpen. Mit mehr Drehmoment im unteren Bereich fährt Ihr Fahrzeug ruhiger an und hält die Geschwindigkeit besser, ohne ständiges Zurückschalten. Bei Pferdetransportern stimmen wir die Gasannahme besonders sanft ab, für eine ruhige Fahrt Ihrer Pferde.',
      ),
      h('Leasing- und Firmenfahrzeuge'),
      p(
        'Auch Leasing- und Firmenfahrzeuge können wir tunen, sofern der Eigentümer schriftlich zustimmt. Bei der Rückgabe spielen wir auf Wunsch die Originalsoftware wieder auf. Der geldwerte Vorteil für die Privatnutzung ändert sich durch Chiptuning nicht, da er auf dem Listenpreis basiert.',
      ),
      h('Land- und Baumaschinen'),
      p(
        'Traktoren, Mähdrescher, Radlader und andere Maschinen laufen stundenlang unter hoher Last. Mehr Drehmoment im Arbeitsbereich und weniger Verbrauch pro Betriebsstunde machen hier den Unterschied. Auf unserer Seite zum Landmaschinen-Chiptuning erfahren Sie, wie wir dabei sicher vorgehen, auch direkt auf Ihrem Hof.',
      ),
      h('Motorräder und Quads'),
      p(
        'Bei Motorrädern geht es nicht nur um Spitzenleistung, sondern vor allem um eine saubere Gasannahme und einen kräftigeren mittleren Drehzahlbereich. Auf unserer Seite zum Motorrad-Chiptuning lesen Sie, was möglich ist und warum jede Leistungsänderung an einem Motorrad in den Niederlanden von der RDW geprüft werden muss.',
      ),
      h('Boote und Jetskis'),
      p(
        'Auf dem Wasser läuft ein Motor lange unter hoher Last. Deshalb tunen wir Boote und Jetskis zurückhaltend, mit Schwerpunkt auf schnellerem Angleiten und niedrigerer Reisedrehzahl. Mehr dazu auf unserer Seite zum Marine-Chiptuning.',
      ),
      h('Sicher und sparsam'),
      p(
        'Wie wir dafür sorgen, dass Ihr Motor gesund bleibt, lesen Sie auf unserer Seite zum sicheren Chiptuning. Möchten Sie vor allem Kraftstoff sparen, lesen Sie unsere Erläuterung zur Kraftstoffeinsparung durch Tuning, einschließlich eines Rechenbeispiels.',
      ),
      h('So funktioniert es'),
      list(
        'Wählen Sie Marke und Modell in unserem Katalog und sehen Sie, was Tuning bringt.',
        'Buchen Sie online einen Tag oder fordern Sie ein Angebot für Stage 2 an.',
        'Bringen Sie Ihr Fahrzeug um 9:00 Uhr in unsere Werkstatt in Nijmegen, oder lassen Sie uns für 0,70 € pro km zzgl. MwSt. zu Ihnen kommen.',
        'Nach 1,5 bis 2 Stunden Tuning und einer Probefahrt ist Ihr Fahrzeug fertig, mit 5 Jahren Garantie auf die Software.',
      ),
    ],
  },
}

// ─── Topic pages ──────────────────────────────────────────────────────────────

const agriculture: SeedPage = {
  slug: 'landbouw-chiptuning',
  kind: 'topic',
  title: {
    nl: 'Chiptuning voor tractoren en landbouwmachines',
    en: 'Chiptuning for tractors and agricultural machinery',
    de: 'Chiptuning für Traktoren und Landmaschinen',
  },
  description: {
    nl: 'Meer trekkracht en minder verbruik per draaiuur voor tractoren, combines, hakselaars en shovels. Veilig getuned, AdBlue blijft werken, ook op uw eigen erf.',
    en: 'More pulling power and lower consumption per operating hour for tractors, combines and loaders. Tuned safely with AdBlue intact, also on your own farm.',
    de: 'Mehr Zugkraft, weniger Verbrauch pro Betriebsstunde für Traktoren, Mähdrescher und Radlader. Sicher abgestimmt, AdBlue bleibt aktiv, auch auf Ihrem Hof.',
  },
  intro: {
    nl: 'Een tractor die onder zware last zijn toerental vasthoudt, werkt sneller en zuiniger. Wij tunen tractoren, combines, hakselaars, verreikers en shovels voor boeren, loonwerkers en grondverzetbedrijven in de Betuwe, het Land van Maas en Waal, Brabant en ver daarbuiten.',
    en: 'A tractor that holds its engine speed under heavy load works faster and more economically. We tune tractors, combine harvesters, forage harvesters, telehandlers and wheel loaders for farmers, agricultural contractors and earthmoving companies in the Betuwe, the Land van Maas en Waal, Brabant and well beyond.',
    de: 'Ein Traktor, der unter schwerer Last seine Drehzahl hält, arbeitet schneller und sparsamer. Wir tunen Traktoren, Mähdrescher, Häcksler, Teleskoplader und Radlader für Landwirte, Lohnunternehmer und Erdbaubetriebe in der Betuwe, im Land van Maas en Waal, in Brabant und weit darüber hinaus.',
  },
  body: {
    nl: [
      h('Meer trekkracht waar het telt'),
      p(
        "Landbouwmachines werken anders dan personenauto's: ze draaien urenlang op een hoge, constante belasting, bijvoorbeeld bij ploegen, spitten of het trekken van een volle mesttank of kieper. Een Stage 1-tuning verhoogt vooral het koppel in het toerengebied waarin een tractor het grootste deel van de dag draait. De motor houdt daardoor beter zijn toerental vast wanneer de grond zwaarder wordt, u hoeft minder vaak terug te schakelen en kunt vaak een grotere werkbreedte of een hogere werksnelheid aan. We werken aan machines van onder meer John Deere, Fendt, New Holland, Case IH, Claas, Deutz-Fahr, Massey Ferguson en Valtra.",
      ),
      h('Wat u ervan merkt'),
      list(
        'Afhankelijk van de machine tot circa 30% meer vermogen en koppel',
        'Minder terugschakelen bij zwaar trekwerk en bij het oprijden van een dijk met een volle kar',
        'Een lager verbruik per hectare, omdat de motor hetzelfde werk bij een lager toerental doet; bij honderden draaiuren per jaar tikt elke liter per uur flink aan',
        'Meer reserve bij aftakaswerk, zoals maaien, frezen of hakselen',
        'De originele software blijft bewaard, bijvoorbeeld voor inruil of verkoop',
      ),
      h('Veilig, legaal en op uw eigen erf'),
      p(
        'Omdat landbouwmotoren lang onder vollast werken, houden we de uitlaatgastemperatuur en de koeling ruim binnen veilige marges en respecteren we de grenzen van transmissie en aftakas, ook bij traploze bakken. AdBlue/SCR, roetfilter en oxidatiekatalysator van Stage IV- en Stage V-motoren blijven volledig werken. Staat uw machine nog onder dealergarantie, dan bespreken we vooraf de gevolgen. Met onze mobiele service tunen we op uw erf voor € 0,70 per kilometer exclusief btw vanaf Nijmegen; loonwerkers laten vaak meerdere machines in één bezoek doen. Plan de tuning bij voorkeur buiten het hoogseizoen, zodat alles klaarstaat wanneer het voorjaarswerk begint.',
      ),
    ],
    en: [
      h('More pulling power where it counts'),
      p(
        'Agricultural machines work differently from cars: they run at a high, constant load for hours, for example when ploughing, cultivating or pulling a full slurry tanker or tipping trailer. A Stage 1 calibration mainly increases torque in the rev range where a tractor spends most of its day. As a result the engine holds its speed better when the soil gets heavier, you need to change down less often and you can often handle a wider implement or a higher working speed. We work on machines from John Deere, Fendt, New Holland, Case IH, Claas, Deutz-Fahr, Massey Ferguson, Valtra and others.',
      ),
      h('What you will notice'),
      list(
        'Depending on the machine, up to around 30% more power and torque',
        'Less downshifting during heavy draught work and when climbing a dyke with a full trailer',
        'Lower consumption per hectare, because the engine does the same work at lower revs; over hundreds of operating hours a year, every litre per hour adds up',
        'More reserve for PTO work such as mowing, rotavating or chopping',
        'The original software is kept, for example for trade-in or resale',
      ),
      h('Safe, legal and on your own farm'),
      p(
        'Because agricultural engines run at full load for long periods, we keep exhaust gas temperatures and cooling well within safe margins and respect the limits of the transmission and PTO, including on continuously variable transmissions. AdBlue/SCR, the particulate filter and the oxidation catalyst on Stage IV and Stage V engines remain fully operational. If your machine is still under dealer warranty, we discuss the implications beforehand. With our mobile service we tune on your farm for € 0.70 per kilometre excluding VAT from Nijmegen; contractors often have several machines done in one visit. Ideally, plan the tuning outside the busy season, so everything is ready when the spring work starts.',
      ),
    ],
    de: [
      h('Mehr Zugkraft, wo es darauf ankommt'),
      p(
        'Landmaschinen arbeiten anders als Pkw: Sie laufen stundenlang unter hoher, gleichmäßiger Last, etwa beim Pflügen, Grubbern oder beim Ziehen eines vollen Güllefasses oder Kippers. Eine Stage-1-Abstimmung erhöht vor allem das Drehmoment in dem Drehzahlbereich, in dem ein Traktor den größten Teil des Tages arbeitet. Dadurch hält der Motor seine Drehzahl besser, wenn der Boden schwerer wird, Sie müssen seltener zurückschalten und können oft eine größere Arbeitsbreite oder eine höhere Arbeitsgeschwindigkeit fahren. Wir arbeiten unter anderem an Maschinen von John Deere, Fendt, New Holland, Case IH, Claas, Deutz-Fahr, Massey Ferguson und Valtra.',
      ),
      h('Was Sie davon merken'),
      list(
        'Je nach Maschine bis zu rund 30 % mehr Leistung und Drehmoment',
        'Weniger Zurückschalten bei schwerer Zugarbeit und an der Deichauffahrt mit vollem Anhänger',
        'Weniger Verbrauch pro Hektar, da der Motor dieselbe Arbeit bei niedrigerer Drehzahl verrichtet; bei Hunderten Betriebsstunden im Jahr summiert sich jeder Liter pro Stunde',
        'Mehr Reserve bei Zapfwellenarbeiten wie Mähen, Fräsen oder Häckseln',
        'Die Originalsoftware bleibt gesichert, etwa für Inzahlungnahme oder Verkauf',
      ),
      h('Sicher, legal und auf Ihrem Hof'),
      p(
        'Da Landmaschinenmotoren lange unter Volllast arbeiten, halten wir Abgastemperatur und Kühlung deutlich innerhalb sicherer Grenzen und respektieren die Belastbarkeit von Getriebe und Zapfwelle, auch bei stufenlosen Getrieben. AdBlue/SCR, Partikelfilter und Oxidationskatalysator von Stufe-IV- und Stufe-V-Motoren bleiben voll funktionsfähig. Besteht noch Händlergarantie, besprechen wir die Folgen vorab. Mit unserem mobilen Service tunen wir direkt auf Ihrem Hof für 0,70 € pro Kilometer zzgl. MwSt. ab Nijmegen; Lohnunternehmer lassen oft mehrere Maschinen bei einem Besuch abstimmen. Planen Sie das Tuning am besten außerhalb der Hochsaison, damit alles bereitsteht, wenn die Frühjahrsarbeit beginnt.',
      ),
    ],
  },
}

const marine: SeedPage = {
  slug: 'marine-chiptuning',
  kind: 'topic',
  title: {
    nl: "Chiptuning voor boten en jetski's",
    en: 'Chiptuning for boats and jet skis',
    de: 'Chiptuning für Boote und Jetskis',
  },
  description: {
    nl: "Sneller in glijvaart en een lager kruistoerental: behoudende tuning voor binnenboordmotoren en jetski's, in onze werkplaats in Nijmegen of in de haven.",
    en: 'Onto the plane sooner and lower cruising revs: conservative tuning for inboard engines, sterndrives and jet skis, at our workshop in Nijmegen or in the harbour.',
    de: 'Schneller in Gleitfahrt, niedrigere Reisedrehzahl: zurückhaltendes Tuning für Innenborder und Jetskis, in unserer Werkstatt in Nijmegen oder im Hafen.',
  },
  intro: {
    nl: "Een motor op het water werkt harder dan op de weg. Daarom stemmen we boten en jetski's anders af dan auto's: met de nadruk op koppel, betrouwbaarheid en een zuinige kruisvaart, niet op een zo hoog mogelijk piekvermogen.",
    en: 'An engine on the water works harder than on the road. That is why we calibrate boats and jet skis differently from cars: with the emphasis on torque, reliability and economical cruising, not on the highest possible peak power.',
    de: 'Ein Motor auf dem Wasser arbeitet härter als auf der Straße. Deshalb stimmen wir Boote und Jetskis anders ab als Autos: mit Schwerpunkt auf Drehmoment, Zuverlässigkeit und sparsamer Marschfahrt, nicht auf möglichst hoher Spitzenleistung.',
  },
  body: {
    nl: [
      h('Andere eisen dan op de weg'),
      p(
        "Een boot kent geen afdalingen en geen momenten om uit te rollen. Om een planerende romp in glijvaart te krijgen, is bijna het volledige vermogen nodig, en daarna draait de motor lange tijd op een hoge, constante belasting. De koeling met buitenwater of een warmtewisselaar en de temperatuur in het uitlaatspruitstuk bepalen waar de grens ligt. Daarom tunen we behoudend: meer koppel in het lage en middelste toerengebied, met ruime marges op de temperaturen. We werken aan elektronisch geregelde binnenboorddiesels en hekaandrijvingen, onder meer van Volvo Penta, Yanmar en Mercury, en aan jetski's van onder andere Sea-Doo, Yamaha en Kawasaki. Of de regeleenheid van uw motor aan te passen is, controleren we vooraf per type.",
      ),
      h('Wat tuning op het water oplevert'),
      list(
        'Sneller in glijvaart, ook met volle tank, passagiers aan boord of een waterskiër achter de boot',
        'Een lager toerental bij dezelfde kruissnelheid, dus minder verbruik en minder geluid aan boord',
        'Meer reserve bij het manoeuvreren en bij varen tegen de stroom in, zoals op de Waal',
        "Bij jetski's een directere gasrespons en vlottere acceleratie",
      ),
      h('Regels en praktische zaken'),
      p(
        'Let op de regels voor snel varen: een motorboot die sneller kan dan 20 km/u moet in Nederland geregistreerd zijn en de bestuurder heeft een klein vaarbewijs nodig. Haalt uw boot die snelheid pas na de tuning, regel dat dan vooraf. Meld de aanpassing ook bij uw verzekeraar en houd u aan de snelheidslimieten op het water. Laat het koelsysteem en de impeller controleren voordat we beginnen. We tunen uw boot op de trailer bij onze werkplaats in Nijmegen, of met de mobiele service in de haven of jachthaven voor € 0,70 per kilometer exclusief btw.',
      ),
    ],
    en: [
      h('Different demands from the road'),
      p(
        "A boat has no downhill stretches and no moments to coast. Getting a planing hull onto the plane takes almost full power, after which the engine runs at a high, constant load for long periods. Raw-water or heat-exchanger cooling and the temperature in the exhaust manifold determine where the limit lies. That is why we tune conservatively: more torque in the low and middle rev range, with generous temperature margins. We work on electronically controlled inboard diesels and sterndrives from Volvo Penta, Yanmar, Mercury and others, and on jet skis from Sea-Doo, Yamaha, Kawasaki and others. We check beforehand, per type, whether your engine's control unit can be modified.",
      ),
      h('What tuning delivers on the water'),
      list(
        'Onto the plane sooner, even with a full tank, passengers on board or a water-skier behind the boat',
        'Lower revs at the same cruising speed, so lower consumption and less noise on board',
        'More reserve when manoeuvring and when running against the current, as on the Waal',
        'On jet skis, a more direct throttle response and quicker acceleration',
      ),
      h('Rules and practicalities'),
      p(
        'Mind the rules for fast boating: in the Netherlands, a motorboat capable of more than 20 km/h must be registered and the person at the helm needs a small craft licence (klein vaarbewijs). If your boat only reaches that speed after tuning, arrange this beforehand. Also inform your insurer and respect the speed limits on the water. Have the cooling system and impeller checked before we start. We tune your boat on its trailer at our workshop in Nijmegen, or with the mobile service in the harbour or marina for € 0.70 per kilometre excluding VAT.',
      ),
    ],
    de: [
      h('Andere Anforderungen als auf der Straße'),
      p(
        'Ein Boot kennt keine Gefällstrecken und keine Momente zum Ausrollen. Um einen Gleitrumpf in Gleitfahrt zu bringen, ist fast die volle Leistung nötig, danach läuft der Motor lange unter hoher, gleichmäßiger Last. Die Kühlung mit Außenwasser oder Wärmetauscher und die Temperatur im Abgaskrümmer bestimmen, wo die Grenze liegt. Deshalb tunen wir zurückhaltend: mehr Drehmoment im unteren und mittleren Drehzahlbereich, mit großzügigen Temperaturreserven. Wir arbeiten an elektronisch geregelten Innenborddieseln und Z-Antrieben, unter anderem von Volvo Penta, Yanmar und Mercury, sowie an Jetskis von Sea-Doo, Yamaha, Kawasaki und anderen. Ob sich das Steuergerät Ihres Motors anpassen lässt, prüfen wir vorab je Typ.',
      ),
      h('Was Tuning auf dem Wasser bringt'),
      list(
        'Schneller in Gleitfahrt, auch mit vollem Tank, Passagieren an Bord oder einem Wasserskifahrer am Heck',
        'Niedrigere Drehzahl bei gleicher Marschgeschwindigkeit, also weniger Verbrauch und weniger Lärm an Bord',
        'Mehr Reserve beim Manövrieren und bei Fahrt gegen die Strömung, etwa auf der Waal',
        'Bei Jetskis eine direktere Gasannahme und zügigere Beschleunigung',
      ),
      h('Regeln und Praktisches'),
      p(
        'Beachten Sie die Regeln für schnelle Boote: In den Niederlanden muss ein Motorboot, das schneller als 20 km/h fahren kann, registriert sein, und der Bootsführer benötigt einen Bootsführerschein (klein vaarbewijs). Erreicht Ihr Boot diese Geschwindigkeit erst nach dem Tuning, regeln Sie das bitte vorher. Informieren Sie außerdem Ihren Versicherer und halten Sie die Geschwindigkeitsbegrenzungen auf dem Wasser ein. Lassen Sie Kühlsystem und Impeller prüfen, bevor wir beginnen. Wir tunen Ihr Boot auf dem Trailer in unserer Werkstatt in Nijmegen oder mit dem mobilen Service im Hafen oder in der Marina für 0,70 € pro Kilometer zzgl. MwSt.',
      ),
    ],
  },
}

const motorcycle: SeedPage = {
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

const safety: SeedPage = {
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

const fuelSaving: SeedPage = {
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

export const pages: SeedPage[] = [
  terms,
  privacy,
  about,
  services,
  hub,
  agriculture,
  marine,
  motorcycle,
  safety,
  fuelSaving,
]
