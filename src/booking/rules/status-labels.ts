/** A booking's statuses with their names in the admin, Dutch, English, German. */
export const bookingStatusLabels = {
  new: ['Nieuw', 'New', 'Neu'],
  confirmed: ['Bevestigd', 'Confirmed', 'Bestätigt'],
  cancelled: ['Geannuleerd', 'Cancelled', 'Storniert'],
  completed: ['Afgerond', 'Completed', 'Abgeschlossen'],
  // The customer did not come: the day's place stays used, and no mail goes out.
  noShow: ['Niet verschenen', 'No-show', 'Nicht erschienen'],
} as const
