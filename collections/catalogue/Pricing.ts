import type { Field, GlobalConfig } from 'payload'

import { common, groups, inLanguage, label, labels, type Label } from '@/i18n/admin-labels'
import { tags } from '@/platform/data/cache-tags'

import { globalByRole, publishedForVisitors } from '../shared/access'
import { publishDirectSaves, scheduledVersions } from './hooks/publication'
import { auditGlobal } from '../privacy/hooks/audit'
import { euroComponents } from '../shared/fields/euro'
import { fuelOptions } from '../shared/fields/fuel'
import type { Validation } from '../shared/fields/validate'
import { revalidateGlobal } from '../shared/revalidate'
import { warmEverything } from '../shared/warm'

const figure = (
  name: string,
  label: Label,
  limits: { min?: number; max?: number } = {},
): Field => ({
  name,
  label,
  type: 'number',
  required: true,
  ...limits,
})

export const Pricing: GlobalConfig = {
  slug: 'pricing',
  label: label('Prijzen', 'Prices', 'Preise'),
  access: globalByRole('pricing', publishedForVisitors),
  admin: { group: groups.settings },
  versions: scheduledVersions,
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'stage1Fallback',
          label: label('Stage 1 vanaf', 'Stage 1 from', 'Stage 1 ab'),
          type: 'number',
          required: true,
          min: 0,
          admin: {
            components: euroComponents,
            description: label(
              'Stage 1 "vanaf" prijs zonder eigen motorprijs',
              'Stage 1 "from" price for engines without their own price',
              'Stage-1-„ab“-Preis ohne eigenen Motorpreis',
            ),
          },
        },
        {
          name: 'optionFrom',
          label: label('Opties vanaf', 'Options from', 'Optionen ab'),
          type: 'number',
          required: true,
          min: 0,
          admin: {
            components: euroComponents,
            description: label(
              'Extra opties vanaf (per optie)',
              'Extra options from (per option)',
              'Zusatzoptionen ab (pro Option)',
            ),
          },
        },
        {
          name: 'stage2MaxGain',
          label: label(
            'Stage 2 maximale winst',
            'Stage 2 maximum gain',
            'Stage 2 maximaler Gewinn',
          ),
          type: 'number',
          required: true,
          min: 0,
          admin: {
            description: label(
              'Stage 2: tot +% vermogen',
              'Stage 2: up to +% power',
              'Stage 2: bis zu +% Leistung',
            ),
          },
        },
        {
          name: 'stage2ResultMaxGain',
          label: label(
            'Stage 2 winst tot (resultaatpagina)',
            'Stage 2 gain up to (result page)',
            'Stage 2 Gewinn bis (Ergebnisseite)',
          ),
          type: 'number',
          required: true,
          min: 0,
          defaultValue: 60,
          validate: (value: unknown, { req, siblingData }: Validation) =>
            typeof value === 'number' &&
            value >=
              Number((siblingData as { stage2MaxGain?: number } | undefined)?.stage2MaxGain ?? 0)
              ? true
              : inLanguage(
                  label(
                    'Minstens de maximale winst van Stage 2',
                    'At least the Stage 2 maximum gain',
                    'Mindestens der maximale Stage-2-Gewinn',
                  ),
                  req.i18n?.language,
                ),
          admin: {
            description: label(
              'Resultaatpagina: +(maximale winst)% tot +(dit)% vermogen',
              'Result page: +(maximum gain)% to +(this)% power',
              'Ergebnisseite: +(maximaler Gewinn)% bis +(dies)% Leistung',
            ),
          },
        },
      ],
    },
    {
      name: 'options',
      label: label('Opties', 'Options', 'Optionen'),
      labels: labels(['Optie', 'Option', 'Option'], ['Opties', 'Options', 'Optionen']),
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', label: common.name, type: 'text', required: true, localized: true },
            {
              name: 'price',
              label: common.price,
              type: 'number',
              required: true,
              min: 0,
              admin: { components: euroComponents },
            },
          ],
        },
        { name: 'description', label: common.description, type: 'textarea', localized: true },
        {
          name: 'fuels',
          label: label('Voor brandstoffen', 'For fuels', 'Für Kraftstoffe'),
          type: 'select',
          hasMany: true,
          options: fuelOptions,
          admin: {
            description: label(
              'Alleen motoren met deze brandstof krijgen de optie aangeboden. Leeg = alle brandstoffen.',
              'Only engines of these fuels are offered the option. Empty = every fuel.',
              'Nur Motoren mit diesen Kraftstoffen wird die Option angeboten. Leer = alle Kraftstoffe.',
            ),
          },
        },
      ],
    },
    {
      name: 'resultPage',
      label: label('Resultaatpagina', 'Result page', 'Ergebnisseite'),
      type: 'group',
      admin: {
        description: label(
          'Vaste gegevens van de resultaatpagina',
          'Fixed figures of the result page',
          'Feste Angaben der Ergebnisseite',
        ),
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'engine', label: common.engine, type: 'text', required: true },
            figure('stockHp', label('Origineel pk', 'Stock hp', 'Serien-PS')),
            figure('tunedHp', label('Getuned pk', 'Tuned hp', 'PS getunt')),
            figure('stockNm', label('Origineel Nm', 'Stock Nm', 'Serien-Nm')),
            figure('tunedNm', label('Getuned Nm', 'Tuned Nm', 'Nm getunt')),
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'duration',
              label: label('Duur', 'Duration', 'Dauer'),
              type: 'text',
              required: true,
              localized: true,
            },
            figure(
              'warrantyYears',
              label('Garantie (jaren)', 'Warranty (years)', 'Garantie (Jahre)'),
            ),
            // Search engines read these as the product's rating: 0 to 5, and a count.
            figure('rating', label('Beoordeling', 'Rating', 'Bewertung'), { min: 0, max: 5 }),
            figure(
              'reviewCount',
              label('Aantal reviews', 'Number of reviews', 'Anzahl Bewertungen'),
              { min: 0 },
            ),
          ],
        },
      ],
    },
  ],
  hooks: {
    beforeOperation: [publishDirectSaves],
    afterChange: [revalidateGlobal(tags.global('pricing')), auditGlobal('pricing'), warmEverything],
  },
}
