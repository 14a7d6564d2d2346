import type { DateField } from 'payload'

import { dayAndTime, label } from '@/i18n/admin-labels'

/** When the retention job took the person out of the record (Bewaartermijnen); empty until then. */
export const anonymisedAt: DateField = {
  name: 'anonymisedAt',
  label: label('Geanonimiseerd op', 'Anonymised on', 'Anonymisiert am'),
  type: 'date',
  index: true,
  admin: {
    readOnly: true,
    position: 'sidebar',
    date: dayAndTime,
    condition: (data) => Boolean(data?.anonymisedAt),
  },
}
