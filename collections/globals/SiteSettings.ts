import type { GlobalConfig } from 'payload'

import { tags } from '../../src/data/cache-tags'
import { anyone, isStaff } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Bedrijfsgegevens',
  access: { read: anyone, update: isStaff },
  admin: { group: 'Instellingen' },
  fields: [
    { name: 'businessName', type: 'text', required: true },
    {
      name: 'address',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'street', type: 'text', required: true },
            { name: 'postcode', type: 'text', required: true },
            { name: 'city', type: 'text', required: true },
            { name: 'country', type: 'text', defaultValue: 'NL' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'latitude', type: 'number' },
            { name: 'longitude', type: 'number' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'kvk', type: 'text', label: 'KvK-nummer' },
        { name: 'vat', type: 'text', label: 'BTW-nummer' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', required: true },
        { name: 'whatsapp', type: 'text', admin: { description: 'Internationaal, alleen cijfers: 31612345678' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, label: 'Algemeen e-mailadres' },
        { name: 'appointmentEmail', type: 'email', required: true, label: 'E-mailadres afspraken' },
      ],
    },
    {
      name: 'socialLinks',
      type: 'array',
      fields: [
        { name: 'network', type: 'select', required: true, options: ['instagram', 'facebook', 'tiktok', 'youtube'].map((v) => ({ label: v, value: v })) },
        { name: 'url', type: 'text', required: true },
      ],
    },
    {
      name: 'openingHours',
      type: 'array',
      admin: { description: 'Dagen die niet genoemd worden zijn gesloten.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'day', type: 'select', required: true, options: weekdays.map((v) => ({ label: v, value: v })) },
            { name: 'opens', type: 'text', required: true, admin: { description: 'uu:mm' } },
            { name: 'closes', type: 'text', required: true, admin: { description: 'uu:mm' } },
          ],
        },
      ],
    },
    {
      name: 'onSiteFeePerKm',
      type: 'number',
      required: true,
      min: 0,
      defaultValue: 0.7,
      admin: { description: 'Euro per kilometer, exclusief BTW, vanaf de werkplaats.' },
    },
    {
      name: 'reviewWidget',
      type: 'group',
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: false },
        {
          name: 'scriptUrl',
          type: 'text',
          admin: { description: 'Het script van de reviewdienst (https). Voeg de host ook toe aan REVIEW_WIDGET_ORIGIN.' },
          validate: (value: string | null | undefined) => !value || /^https:\/\/[^\s"'<>]+$/.test(value) || 'Gebruik een https-adres.',
        },
        { name: 'widgetId', type: 'text' },
      ],
    },
    {
      name: 'analyticsId',
      type: 'text',
      label: 'GA4 measurement ID',
      admin: { description: 'Bijv. G-XXXXXXX. Leeg = geen analytics (of GA_MEASUREMENT_ID uit de omgeving).' },
      validate: (value: string | null | undefined) => !value || /^G-[A-Z0-9]{4,20}$/.test(value) || 'Een GA4-id ziet eruit als G-XXXXXXX.',
    },
  ],
  hooks: { afterChange: [revalidateGlobal(tags.global('site-settings'))] },
}
