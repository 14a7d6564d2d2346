import { bookingStatusLabels } from '../../../collections/booking/Bookings'
import { inLanguage, label } from '../../../collections/shared/labels'

/** The planner's words in the staff member's admin language (Dutch by default). */
export const plannerLabels = {
  nl: {
    title: 'Planner',
    previous: 'Vorige maand',
    next: 'Volgende maand',
    free: 'vrij',
    closed: 'Gesloten',
    none: 'Geen afspraken op deze dag.',
    export: 'Exporteren (CSV)',
    feed: 'Agenda-abonnement',
    feedHelp: 'Abonneer in de agenda van uw telefoon op deze geheime link:',
    days: ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'],
    open: 'Openen',
    // The booking export's column headings, in the export's column order.
    columns: [
      'Datum',
      'Status',
      'Naam',
      'E-mailadres',
      'Telefoon',
      'Kenteken',
      'Voertuig',
      'Opmerkingen',
      'Taal',
      'Geboekt op',
    ],
  },
  en: {
    title: 'Planner',
    previous: 'Previous month',
    next: 'Next month',
    free: 'free',
    closed: 'Closed',
    none: 'No appointments on this day.',
    export: 'Export (CSV)',
    feed: 'Calendar subscription',
    feedHelp: 'Subscribe in your phone calendar to this secret link:',
    days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    open: 'Open',
    columns: [
      'Date',
      'Status',
      'Name',
      'Email',
      'Phone',
      'Licence plate',
      'Vehicle',
      'Notes',
      'Language',
      'Booked at',
    ],
  },
  de: {
    title: 'Planer',
    previous: 'Voriger Monat',
    next: 'Nächster Monat',
    free: 'frei',
    closed: 'Geschlossen',
    none: 'Keine Termine an diesem Tag.',
    export: 'Exportieren (CSV)',
    feed: 'Kalender-Abo',
    feedHelp: 'Im Telefonkalender diesen geheimen Link abonnieren:',
    days: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
    open: 'Öffnen',
    columns: [
      'Datum',
      'Status',
      'Name',
      'E-Mail',
      'Telefon',
      'Kennzeichen',
      'Fahrzeug',
      'Anmerkungen',
      'Sprache',
      'Gebucht am',
    ],
  },
} as const

export type PlannerLanguage = keyof typeof plannerLabels

export const plannerLanguage = (language: string | undefined): PlannerLanguage =>
  language === 'en' || language === 'de' ? language : 'nl'

/** A booking's status as the bookings list names it, in the admin's language. */
export const statusName = (status: string, language: PlannerLanguage) => {
  const names = bookingStatusLabels[status as keyof typeof bookingStatusLabels]
  return names ? inLanguage(label(names[0], names[1], names[2]), language) : status
}
