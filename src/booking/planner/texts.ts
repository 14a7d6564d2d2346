import { inLanguage, label } from '@/i18n/admin-labels'
import { adminText, addAdminTexts, type AdminLanguage } from '@/i18n/admin-texts'

import { bookingStatusLabels } from '../rules/status-labels'

/** The planner's words (the admin reads them as `planner:<key>`), Dutch first. */
const nl = {
  title: 'Planner',
  previous: 'Vorige maand',
  next: 'Volgende maand',
  full: 'Vol',
  freeCount: '{{count}} vrij',
  usedOf: '{{used}} van {{places}} bezet',
  legend: 'Legenda',
  legendFree: 'Vrij: nog niets geboekt',
  legendBooked: 'Deels bezet: nog plaats vrij',
  legendFull: 'Vol: alle plaatsen bezet',
  legendClosed: 'Gesloten: geen afspraken',
  print: 'Afdrukken',
  columnTime: 'Tijd',
  columnCar: 'Auto',
  closed: 'Gesloten',
  none: 'Geen afspraken op deze dag.',
  export: 'Exporteren (CSV)',
  feed: 'Agenda-abonnement',
  feedHelp: 'Abonneer in de agenda van uw telefoon op deze geheime link:',
  open: 'Openen',
  noShows: 'Niet verschenen in {{month}}: {{count}}',
  waitlist: 'Op de wachtlijst voor deze dag: {{count}}',
  mon: 'ma',
  tue: 'di',
  wed: 'wo',
  thu: 'do',
  fri: 'vr',
  sat: 'za',
  sun: 'zo',
  columnDate: 'Datum',
  columnStatus: 'Status',
  columnName: 'Naam',
  columnEmail: 'E-mailadres',
  columnPhone: 'Telefoon',
  columnPlate: 'Kenteken',
  columnVehicle: 'Voertuig',
  columnNotes: 'Opmerkingen',
  columnPackage: 'Pakket',
  columnTotal: 'Totaal incl. BTW',
  columnLanguage: 'Taal',
  columnBookedAt: 'Geboekt op',
}

export type PlannerKey = keyof typeof nl

addAdminTexts('planner', {
  nl,
  en: {
    title: 'Planner',
    previous: 'Previous month',
    next: 'Next month',
    full: 'Full',
    freeCount: '{{count}} free',
    usedOf: '{{used}} of {{places}} booked',
    legend: 'Key',
    legendFree: 'Free: nothing booked yet',
    legendBooked: 'Partly booked: places left',
    legendFull: 'Full: every place taken',
    legendClosed: 'Closed: no appointments',
    print: 'Print',
    columnTime: 'Time',
    columnCar: 'Car',
    closed: 'Closed',
    none: 'No appointments on this day.',
    export: 'Export (CSV)',
    feed: 'Calendar subscription',
    feedHelp: 'Subscribe in your phone calendar to this secret link:',
    open: 'Open',
    noShows: 'No-shows in {{month}}: {{count}}',
    waitlist: 'On the waitlist for this day: {{count}}',
    mon: 'Mon',
    tue: 'Tue',
    wed: 'Wed',
    thu: 'Thu',
    fri: 'Fri',
    sat: 'Sat',
    sun: 'Sun',
    columnDate: 'Date',
    columnStatus: 'Status',
    columnName: 'Name',
    columnEmail: 'Email',
    columnPhone: 'Phone',
    columnPlate: 'Licence plate',
    columnVehicle: 'Vehicle',
    columnNotes: 'Notes',
    columnPackage: 'Package',
    columnTotal: 'Total incl. VAT',
    columnLanguage: 'Language',
    columnBookedAt: 'Booked at',
  },
  de: {
    title: 'Planer',
    previous: 'Voriger Monat',
    next: 'Nächster Monat',
    full: 'Voll',
    freeCount: '{{count}} frei',
    usedOf: '{{used}} von {{places}} belegt',
    legend: 'Legende',
    legendFree: 'Frei: noch nichts gebucht',
    legendBooked: 'Teilweise belegt: noch Plätze frei',
    legendFull: 'Voll: alle Plätze belegt',
    legendClosed: 'Geschlossen: keine Termine',
    print: 'Drucken',
    columnTime: 'Uhrzeit',
    columnCar: 'Fahrzeug',
    closed: 'Geschlossen',
    none: 'Keine Termine an diesem Tag.',
    export: 'Exportieren (CSV)',
    feed: 'Kalender-Abo',
    feedHelp: 'Im Telefonkalender diesen geheimen Link abonnieren:',
    open: 'Öffnen',
    noShows: 'Nicht erschienen im {{month}}: {{count}}',
    waitlist: 'Auf der Warteliste für diesen Tag: {{count}}',
    mon: 'Mo',
    tue: 'Di',
    wed: 'Mi',
    thu: 'Do',
    fri: 'Fr',
    sat: 'Sa',
    sun: 'So',
    columnDate: 'Datum',
    columnStatus: 'Status',
    columnName: 'Name',
    columnEmail: 'E-Mail',
    columnPhone: 'Telefon',
    columnPlate: 'Kennzeichen',
    columnVehicle: 'Fahrzeug',
    columnNotes: 'Anmerkungen',
    columnPackage: 'Paket',
    columnTotal: 'Gesamt inkl. MwSt.',
    columnLanguage: 'Sprache',
    columnBookedAt: 'Gebucht am',
  },
} satisfies Record<AdminLanguage, Record<PlannerKey, string>>)

/** Monday first, as the planner's weeks run. */
export const weekdayKeys = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

/** The booking export's column headings, in the export's column order. */
export const columnKeys = [
  'columnDate',
  'columnStatus',
  'columnName',
  'columnEmail',
  'columnPhone',
  'columnPlate',
  'columnVehicle',
  'columnNotes',
  'columnPackage',
  'columnTotal',
  'columnLanguage',
  'columnBookedAt',
] as const

/** A planner text where Payload's `t` is not at hand (the export, the calendar feed). */
export const plannerText = (key: PlannerKey, language: string | undefined) =>
  adminText(`planner:${key}`, language)

/** A booking's status as the bookings list names it, in the admin's language. */
export const statusName = (status: string, language: string | undefined) => {
  const names = bookingStatusLabels[status as keyof typeof bookingStatusLabels]
  return names ? inLanguage(label(names[0], names[1], names[2]), language) : status
}

/** Every booking status with its name in the admin's language, in the bookings list's order. */
export const bookingStatusOptions = (language: string | undefined) =>
  Object.keys(bookingStatusLabels).map((value) => ({ value, label: statusName(value, language) }))
