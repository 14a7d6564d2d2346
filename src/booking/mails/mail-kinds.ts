/** What a mail of the outbox is about (a booking, or a visitor's request), with its admin label. */
export const mailKinds = {
  confirmation: ['Bevestiging aan klant', 'Confirmation to customer', 'Bestätigung an Kunden'],
  workshop: ['Melding aan werkplaats', 'Notice to workshop', 'Meldung an Werkstatt'],
  confirmed: ['Afspraak bevestigd', 'Appointment confirmed', 'Termin bestätigt'],
  cancelled: ['Afspraak geannuleerd', 'Appointment cancelled', 'Termin storniert'],
  completed: ['Afspraak afgerond', 'Appointment completed', 'Termin abgeschlossen'],
  moved: ['Afspraak verzet', 'Appointment moved', 'Termin verschoben'],
  reinstated: ['Afspraak weer gepland', 'Appointment back on', 'Termin wieder eingeplant'],
  reminder: ['Herinnering', 'Reminder', 'Erinnerung'],
  workshopChange: ['Wijziging aan werkplaats', 'Change to workshop', 'Änderung an Werkstatt'],
  requestNotice: ['Aanvraag aan werkplaats', 'Request to workshop', 'Anfrage an Werkstatt'],
  requestReceived: [
    'Ontvangstbevestiging aanvraag',
    'Request received',
    'Eingangsbestätigung der Anfrage',
  ],
  waitlistJoined: ['Op de wachtlijst', 'On the waitlist', 'Auf der Warteliste'],
  waitlistOffer: [
    'Plaats aangeboden (wachtlijst)',
    'Place offered (waitlist)',
    'Platz angeboten (Warteliste)',
  ],
  dynoReport: ['Meetrapport rollenbank', 'Dyno report', 'Prüfstandsbericht'],
} as const

export type MailKind = keyof typeof mailKinds

export const mailStates = {
  queued: ['In de wachtrij', 'Queued', 'In der Warteschlange'],
  sent: ['Verstuurd', 'Sent', 'Gesendet'],
  kept: [
    'Bewaard (geen mailprovider)',
    'Kept (no mail provider)',
    'Aufbewahrt (kein Mailanbieter)',
  ],
  failed: ['Mislukt', 'Failed', 'Fehlgeschlagen'],
  withdrawn: [
    'Niet verstuurd: afspraak intussen geannuleerd of verzet',
    'Not sent: appointment cancelled or moved since',
    'Nicht gesendet: Termin inzwischen storniert oder verschoben',
  ],
} as const

export type MailState = keyof typeof mailStates

/** The mails about a booking (the others are about a visitor's request or the waitlist). */
export type BookingMailKind = Exclude<
  MailKind,
  'requestNotice' | 'requestReceived' | 'waitlistJoined' | 'waitlistOffer' | 'dynoReport'
>
