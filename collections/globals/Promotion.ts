import type { GlobalConfig } from 'payload'

import { tags } from '../../src/data/cache-tags'
import { anyone, isStaff } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'

export const Promotion: GlobalConfig = {
  slug: 'promotion',
  label: 'Actie',
  access: { read: anyone, update: isStaff },
  admin: { group: 'Instellingen' },
  fields: [
    { name: 'active', type: 'checkbox', defaultValue: true },
    {
      type: 'row',
      fields: [
        { name: 'normalPrice', type: 'number', required: true, min: 0 },
        { name: 'promoPrice', type: 'number', required: true, min: 0 },
        { name: 'validUntil', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
      ],
    },
    {
      name: 'text',
      type: 'text',
      localized: true,
      label: { nl: 'Tekst', en: 'Text', de: 'Text' },
      admin: {
        description: {
          nl: 'Zin van de actiebanner en de afsprakenpagina. {promo}, {normal} en {until} worden ingevuld. Leeg = standaardzin.',
          en: 'Sentence of the promotion banner and the appointment page. {promo}, {normal} and {until} are filled in. Empty = standard sentence.',
          de: 'Satz des Aktionsbanners und der Terminseite. {promo}, {normal} und {until} werden eingesetzt. Leer = Standardsatz.',
        },
      },
    },
  ],
  hooks: { afterChange: [revalidateGlobal(tags.global('promotion'))] },
}
