import { h, p, list } from '../blocks'
import type { SeedPage } from '../types'

export const privacy: SeedPage = {
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
        'Gegevens uit afspraken, offertes, contact en de wachtlijst: de termijnen onder "Hoe lang wij uw gegevens bewaren" onderaan deze pagina; daarna worden ze automatisch verwijderd.',
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
        'Data from appointments, quotes, contact and the waitlist: the periods under "How long we keep your data" at the bottom of this page; after that they are removed automatically.',
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
        'Daten aus Terminen, Angeboten, Kontaktanfragen und der Warteliste: die Fristen unter „Wie lange wir Ihre Daten aufbewahren“ unten auf dieser Seite; danach werden sie automatisch gelöscht.',
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
