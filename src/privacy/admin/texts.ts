import { addAdminTexts, type AdminLanguage } from '@/i18n/admin-texts'

/** The customer-data screen's words (the admin reads them as `privacy:<key>`), Dutch first. */
const nl = {
  title: 'Klantgegevens',
  intro:
    'Zoek een klant op e-mailadres of kenteken om alles te zien wat wij van hem bewaren, het als bestand mee te geven (inzage, AVG art. 15) of het te wissen (AVG art. 17). Beide worden vastgelegd in het wijzigingslog.',
  email: 'E-mailadres',
  plate: 'Kenteken',
  search: 'Zoeken',
  bookings: 'Afspraken',
  requests: 'Aanvragen',
  mails: 'E-mails',
  waitlist: 'Wachtlijst',
  none: 'Niets gevonden.',
  exportJson: 'Exporteren (JSON)',
  exportCsv: 'Exporteren (CSV)',
  eraseTitle: 'Wissen',
  eraseText:
    'Naam, e-mailadres, telefoon, kenteken en opmerkingen verdwijnen uit de afspraken en aanvragen (datum, voertuig, pakket, prijs en status blijven voor de cijfers); e-mails en wachtlijstplekken worden verwijderd. Dit kan niet ongedaan worden gemaakt.',
  eraseConfirm: 'Ik bevestig dat deze klant om verwijdering heeft gevraagd',
  erase: 'Alles van deze klant wissen',
  erased:
    'Gewist: {{bookings}} afspraken, {{requests}} aanvragen, {{mails}} e-mails, {{waitlist}} wachtlijstplekken.',
  kind: 'Soort',
  id: 'Id',
  date: 'Datum',
  name: 'Naam',
  phone: 'Telefoon',
  vehicle: 'Voertuig',
  text: 'Tekst',
  status: 'Status',
}

export type PrivacyKey = keyof typeof nl

addAdminTexts('privacy', {
  nl,
  en: {
    title: 'Customer data',
    intro:
      'Look a customer up by email address or licence plate to see everything we keep about them, hand it over as a file (access, GDPR art. 15) or erase it (GDPR art. 17). Both are recorded in the audit trail.',
    email: 'Email address',
    plate: 'Licence plate',
    search: 'Search',
    bookings: 'Appointments',
    requests: 'Requests',
    mails: 'Emails',
    waitlist: 'Waitlist',
    none: 'Nothing found.',
    exportJson: 'Export (JSON)',
    exportCsv: 'Export (CSV)',
    eraseTitle: 'Erase',
    eraseText:
      'Name, email address, phone, plate and notes are removed from the appointments and requests (date, vehicle, package, price and status stay for the figures); emails and waitlist entries are deleted. This cannot be undone.',
    eraseConfirm: 'I confirm this customer asked to be erased',
    erase: 'Erase everything of this customer',
    erased:
      'Erased: {{bookings}} appointments, {{requests}} requests, {{mails}} emails, {{waitlist}} waitlist entries.',
    kind: 'Kind',
    id: 'Id',
    date: 'Date',
    name: 'Name',
    phone: 'Phone',
    vehicle: 'Vehicle',
    text: 'Text',
    status: 'Status',
  },
  de: {
    title: 'Kundendaten',
    intro:
      'Suchen Sie einen Kunden nach E-Mail-Adresse oder Kennzeichen, um alles zu sehen, was wir über ihn speichern, es als Datei herauszugeben (Auskunft, DSGVO Art. 15) oder es zu löschen (DSGVO Art. 17). Beides wird im Änderungsprotokoll festgehalten.',
    email: 'E-Mail-Adresse',
    plate: 'Kennzeichen',
    search: 'Suchen',
    bookings: 'Termine',
    requests: 'Anfragen',
    mails: 'E-Mails',
    waitlist: 'Warteliste',
    none: 'Nichts gefunden.',
    exportJson: 'Exportieren (JSON)',
    exportCsv: 'Exportieren (CSV)',
    eraseTitle: 'Löschen',
    eraseText:
      'Name, E-Mail-Adresse, Telefon, Kennzeichen und Anmerkungen werden aus Terminen und Anfragen entfernt (Datum, Fahrzeug, Paket, Preis und Status bleiben für die Zahlen); E-Mails und Wartelisteneinträge werden gelöscht. Das kann nicht rückgängig gemacht werden.',
    eraseConfirm: 'Ich bestätige, dass dieser Kunde die Löschung verlangt hat',
    erase: 'Alles von diesem Kunden löschen',
    erased:
      'Gelöscht: {{bookings}} Termine, {{requests}} Anfragen, {{mails}} E-Mails, {{waitlist}} Wartelisteneinträge.',
    kind: 'Art',
    id: 'Id',
    date: 'Datum',
    name: 'Name',
    phone: 'Telefon',
    vehicle: 'Fahrzeug',
    text: 'Text',
    status: 'Status',
  },
} satisfies Record<AdminLanguage, Record<PrivacyKey, string>>)

/** The CSV export's headings, in the order subjectCsv writes its columns. */
export const exportHeadingKeys = [
  'kind',
  'id',
  'date',
  'name',
  'email',
  'phone',
  'plate',
  'vehicle',
  'text',
  'status',
] as const satisfies readonly PrivacyKey[]
