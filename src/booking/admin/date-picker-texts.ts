import type { AdminLanguage } from '@/i18n/admin-texts'

/** The booking day picker's words, in the staff member's admin language. */
export const datePickerTexts = {
  nl: {
    choose: 'Kies een dag',
    change: 'Andere dag kiezen',
    close: 'Sluiten',
    full: 'vol',
    closed: 'gesloten',
    legend: 'Grijs: gesloten of vol. Een volle dag weigert het opslaan.',
  },
  en: {
    choose: 'Choose a day',
    change: 'Choose another day',
    close: 'Close',
    full: 'full',
    closed: 'closed',
    legend: 'Grey: closed or full. Saving refuses a full day.',
  },
  de: {
    choose: 'Tag wählen',
    change: 'Anderen Tag wählen',
    close: 'Schließen',
    full: 'voll',
    closed: 'geschlossen',
    legend: 'Grau: geschlossen oder voll. Ein voller Tag wird beim Speichern abgelehnt.',
  },
} as const satisfies Record<AdminLanguage, Record<string, string>>

export type DatePickerTexts = (typeof datePickerTexts)[AdminLanguage]
