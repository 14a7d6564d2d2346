import type { GlobalConfig, PayloadRequest } from 'payload'

import { groups, inLanguage, label, labels, options } from '@/i18n/admin-labels'
import { tags } from '@/platform/data/cache-tags'

import { anyone, globalByRole } from '../shared/access'
import { heroImagesField } from './fields/hero-images'
import { addressField, openingHoursField, reviewWidgetField } from './fields/site-settings'
import { internationalNumber, webAddress } from '../shared/fields/validate'
import { revalidateGlobal } from '../shared/revalidate'
import { warmEverything } from '../shared/warm'

const networks = {
  instagram: ['Instagram', 'Instagram', 'Instagram'],
  facebook: ['Facebook', 'Facebook', 'Facebook'],
  tiktok: ['TikTok', 'TikTok', 'TikTok'],
  youtube: ['YouTube', 'YouTube', 'YouTube'],
} as const

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: label('Bedrijfsgegevens', 'Business details', 'Unternehmensdaten'),
  access: globalByRole('site-settings', anyone),
  admin: { group: groups.settings },
  fields: [
    {
      name: 'businessName',
      label: label('Bedrijfsnaam', 'Business name', 'Firmenname'),
      type: 'text',
      required: true,
    },
    {
      name: 'logo',
      label: label('Logo', 'Logo', 'Logo'),
      type: 'upload',
      relationTo: 'media',
      admin: {
        description: label(
          'Op de inlogpagina en in het menu van de beheeromgeving. Leeg: de bedrijfsnaam als woordmerk.',
          'On the admin login page and in its menu. Empty: the business name as a wordmark.',
          'Auf der Anmeldeseite und im Menü der Verwaltung. Leer: der Firmenname als Schriftzug.',
        ),
      },
    },
    heroImagesField,
    addressField,
    {
      type: 'row',
      fields: [
        { name: 'kvk', type: 'text', label: label('KvK-nummer', 'KvK number', 'KvK-Nummer') },
        { name: 'vat', type: 'text', label: label('BTW-nummer', 'VAT number', 'USt-IdNr.') },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'phone',
          label: label('Telefoon', 'Phone', 'Telefon'),
          type: 'text',
          required: true,
        },
        {
          name: 'whatsapp',
          label: label('WhatsApp', 'WhatsApp', 'WhatsApp'),
          type: 'text',
          validate: internationalNumber,
          admin: {
            description: label(
              'Internationaal, alleen cijfers: 31612345678',
              'International, digits only: 31612345678',
              'International, nur Ziffern: 31612345678',
            ),
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'email',
          type: 'email',
          required: true,
          label: label(
            'Algemeen e-mailadres',
            'General email address',
            'Allgemeine E-Mail-Adresse',
          ),
        },
        {
          name: 'appointmentEmail',
          type: 'email',
          required: true,
          label: label(
            'E-mailadres afspraken',
            'Email address for appointments',
            'E-Mail-Adresse für Termine',
          ),
        },
      ],
    },
    {
      name: 'socialLinks',
      label: label('Sociale media', 'Social media', 'Soziale Medien'),
      labels: labels(['Link', 'Link', 'Link'], ['Links', 'Links', 'Links']),
      type: 'array',
      fields: [
        {
          name: 'network',
          label: label('Netwerk', 'Network', 'Netzwerk'),
          type: 'select',
          required: true,
          options: options(networks),
        },
        {
          name: 'url',
          label: label('Adres (URL)', 'Address (URL)', 'Adresse (URL)'),
          type: 'text',
          required: true,
          validate: webAddress,
        },
      ],
    },
    openingHoursField,
    {
      name: 'onSiteFeePerKm',
      label: label('Voorrijkosten per km', 'Call-out fee per km', 'Anfahrtskosten pro km'),
      type: 'number',
      required: true,
      min: 0,
      defaultValue: 0.7,
      admin: {
        description: label(
          'Euro per kilometer, exclusief BTW, vanaf de werkplaats.',
          'Euro per kilometre, excluding VAT, from the workshop.',
          'Euro pro Kilometer, ohne MwSt., ab der Werkstatt.',
        ),
      },
    },
    reviewWidgetField,
    {
      name: 'analyticsId',
      type: 'text',
      label: label('GA4-meet-ID', 'GA4 measurement ID', 'GA4-Mess-ID'),
      admin: {
        description: label(
          'Bijv. G-XXXXXXX. Leeg = geen analytics (of GA_MEASUREMENT_ID uit de omgeving).',
          'E.g. G-XXXXXXX. Empty = no analytics (or GA_MEASUREMENT_ID from the environment).',
          'Z. B. G-XXXXXXX. Leer = keine Analyse (oder GA_MEASUREMENT_ID aus der Umgebung).',
        ),
      },
      validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
        !value ||
        /^G-[A-Z0-9]{4,20}$/.test(value) ||
        inLanguage(
          label(
            'Een GA4-id ziet eruit als G-XXXXXXX.',
            'A GA4 id looks like G-XXXXXXX.',
            'Eine GA4-ID sieht aus wie G-XXXXXXX.',
          ),
          req.i18n?.language,
        ),
    },
  ],
  hooks: { afterChange: [revalidateGlobal(tags.global('site-settings')), warmEverything] },
}
