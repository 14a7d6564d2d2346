import type { GlobalConfig } from 'payload'

import { tags } from '../../src/data/cache-tags'
import { anyone, isStaff } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'

export const Pricing: GlobalConfig = {
  slug: 'pricing',
  label: 'Prijzen',
  access: { read: anyone, update: isStaff },
  admin: { group: 'Instellingen' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'stage1Fallback', type: 'number', required: true, min: 0, admin: { description: 'Stage 1 "vanaf" prijs zonder eigen motorprijs' } },
        { name: 'optionFrom', type: 'number', required: true, min: 0, admin: { description: 'Extra opties vanaf (per optie)' } },
        { name: 'stage2MaxGain', type: 'number', required: true, min: 0, admin: { description: 'Stage 2: tot +% vermogen' } },
      ],
    },
    {
      name: 'options',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, localized: true },
            { name: 'price', type: 'number', required: true, min: 0 },
          ],
        },
        { name: 'description', type: 'textarea', localized: true },
      ],
    },
    {
      name: 'resultPage',
      type: 'group',
      admin: { description: 'Vaste gegevens van de resultaatpagina' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'engine', type: 'text', required: true },
            { name: 'stockHp', type: 'number', required: true },
            { name: 'tunedHp', type: 'number', required: true },
            { name: 'stockNm', type: 'number', required: true },
            { name: 'tunedNm', type: 'number', required: true },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'price', type: 'number', required: true },
            { name: 'duration', type: 'text', required: true, localized: true },
            { name: 'warrantyYears', type: 'number', required: true },
            { name: 'rating', type: 'number', required: true },
            { name: 'reviewCount', type: 'number', required: true },
          ],
        },
      ],
    },
  ],
  hooks: { afterChange: [revalidateGlobal(tags.global('pricing'))] },
}
