import type { GlobalConfig, NumberField } from 'payload'

import { groups, label, type Label, staticLabel } from '@/i18n/admin-labels'
import { tags } from '@/platform/data/cache-tags'
import { retentionDefaults, type RetentionSettings } from '@/privacy'

import { anyone, globalByRole } from '../shared/access'
import { revalidateGlobal } from '../shared/revalidate'
import { auditGlobal } from './hooks/audit'

const period = (
  name: keyof RetentionSettings,
  title: Label,
  description: Label,
  [min, max]: [number, number],
): NumberField => ({
  name,
  label: title,
  type: 'number',
  required: true,
  min,
  max,
  defaultValue: retentionDefaults[name],
  admin: { description },
})

/**
 * How long personal data is kept (AVG): a nightly job anonymises or deletes what has expired
 * and removes backups older than the longest period; the privacy page states these periods.
 * Public to read: the periods are what the privacy page promises.
 */
export const DataRetention: GlobalConfig = {
  slug: 'data-retention',
  label: label('Bewaartermijnen', 'Retention periods', 'Aufbewahrungsfristen'),
  access: globalByRole('data-retention', anyone),
  admin: {
    group: groups.system,
    // A global's description reaches the browser as it is: words, not a function.
    description: staticLabel(
      'Elke nacht worden verlopen gegevens geanonimiseerd of verwijderd. Datum, voertuig, pakket, prijs en status blijven voor de cijfers; naam, e-mail, telefoon, kenteken en opmerkingen verdwijnen.',
      'Every night expired data is anonymised or deleted. Date, vehicle, package, price and status stay for the figures; name, email, phone, plate and notes go.',
      'Jede Nacht werden abgelaufene Daten anonymisiert oder gelöscht. Datum, Fahrzeug, Paket, Preis und Status bleiben für die Zahlen; Name, E-Mail, Telefon, Kennzeichen und Anmerkungen verschwinden.',
    ),
  },
  hooks: {
    afterChange: [revalidateGlobal(tags.global('data-retention')), auditGlobal('data-retention')],
  },
  fields: [
    {
      type: 'row',
      fields: [
        period(
          'bookingsMonths',
          label('Afspraken (maanden)', 'Appointments (months)', 'Termine (Monate)'),
          label('Na de afspraakdatum', 'After the appointment day', 'Nach dem Termin'),
          [1, 120],
        ),
        period(
          'requestsMonths',
          label('Aanvragen (maanden)', 'Requests (months)', 'Anfragen (Monate)'),
          label('Na het laatste contact', 'After the last contact', 'Nach dem letzten Kontakt'),
          [1, 120],
        ),
      ],
    },
    {
      type: 'row',
      fields: [
        period(
          'mailDays',
          label(
            'Kopieën van e-mails (dagen)',
            'Copies of mails (days)',
            'Kopien von E-Mails (Tage)',
          ),
          label('Na verzending', 'After sending', 'Nach dem Versand'),
          [7, 3650],
        ),
        period(
          'waitlistDays',
          label('Wachtlijst (dagen)', 'Waitlist (days)', 'Warteliste (Tage)'),
          label(
            'Na de dag waarvoor men wachtte',
            'After the day waited for',
            'Nach dem gewünschten Tag',
          ),
          [0, 365],
        ),
        period(
          'auditMonths',
          label('Wijzigingslog (maanden)', 'Audit trail (months)', 'Änderungsprotokoll (Monate)'),
          label('Wie wat wanneer wijzigde', 'Who changed what, when', 'Wer was wann änderte'),
          [1, 120],
        ),
      ],
    },
  ],
}
