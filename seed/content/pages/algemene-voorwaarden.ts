import { h, p } from '../blocks'
import type { SeedPage } from '../types'

export const terms: SeedPage = {
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
