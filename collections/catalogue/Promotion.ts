import type { GlobalConfig } from 'payload'

import { schedulePromotionEnd } from '@/catalogue/server'
import { dayOnly, groups, label } from '@/i18n/admin-labels'
import { tags } from '@/platform/data/cache-tags'

import { globalByRole, publishedForVisitors } from '../shared/access'
import { publishDirectSaves, scheduledVersions } from './hooks/publication'
import { auditGlobal } from '../privacy/hooks/audit'
import { euroComponents } from '../shared/fields/euro'
import { revalidateGlobal } from '../shared/revalidate'
import { warmEverything } from '../shared/warm'

/** Staff prepare next month's action as a draft and schedule it; the site shows the published. */
export const Promotion: GlobalConfig = {
  slug: 'promotion',
  label: label('Actie', 'Promotion', 'Aktion'),
  access: globalByRole('promotion', publishedForVisitors),
  admin: { group: groups.settings },
  versions: scheduledVersions,
  fields: [
    {
      name: 'active',
      label: label('Actief', 'Active', 'Aktiv'),
      type: 'checkbox',
      defaultValue: true,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'normalPrice',
          label: label('Normale prijs', 'Normal price', 'Normalpreis'),
          type: 'number',
          required: true,
          min: 0,
          admin: { components: euroComponents },
        },
        {
          name: 'promoPrice',
          label: label('Actieprijs', 'Promotion price', 'Aktionspreis'),
          type: 'number',
          required: true,
          min: 0,
          admin: { components: euroComponents },
        },
        {
          name: 'validUntil',
          label: label('Geldig tot', 'Valid until', 'Gültig bis'),
          type: 'date',
          required: true,
          admin: { date: dayOnly },
        },
      ],
    },
    {
      name: 'text',
      type: 'text',
      localized: true,
      label: label('Tekst', 'Text', 'Text'),
      admin: {
        description: label(
          'Zin van de actiebanner en de afsprakenpagina. {promo}, {normal} en {until} worden ingevuld. Leeg = standaardzin.',
          'Sentence of the promotion banner and the appointment page. {promo}, {normal} and {until} are filled in. Empty = standard sentence.',
          'Satz des Aktionsbanners und der Terminseite. {promo}, {normal} und {until} werden eingesetzt. Leer = Standardsatz.',
        ),
      },
    },
  ],
  hooks: {
    beforeOperation: [publishDirectSaves],
    afterChange: [
      revalidateGlobal(tags.global('promotion')),
      auditGlobal('promotion'),
      schedulePromotionEnd,
      warmEverything,
    ],
  },
}
