import type { Field } from 'payload'

import { closedPeriodProblem } from '@/booking'
import { inLanguage, label, labels, type Label } from '@/i18n/admin-labels'

import type { Validation } from '../../shared/fields/validate'

const dateMessage = label(
  'Een bestaande datum als jjjj-mm-dd, bijvoorbeeld 2026-12-24',
  'A real date as yyyy-mm-dd, for example 2026-12-24',
  'Ein gültiges Datum als jjjj-mm-tt, zum Beispiel 2026-12-24',
)

const orderMessage = label(
  '"Tot en met" ligt vóór "Van"',
  '"Until" is before "From"',
  '„Bis“ liegt vor „Von“',
)

const closedFrom = (value: unknown, { req, siblingData }: Validation) =>
  closedPeriodProblem(value, siblingData?.until) === 'from'
    ? inLanguage(dateMessage, req.i18n?.language)
    : true

const closedUntil = (value: unknown, { req, siblingData }: Validation) => {
  const problem = closedPeriodProblem(siblingData?.from, value)
  if (problem === 'until') return inLanguage(dateMessage, req.i18n?.language)
  if (problem === 'order') return inLanguage(orderMessage, req.i18n?.language)
  return true
}

const places = (name: string, label: Label): Field => ({
  name,
  label,
  type: 'number',
  required: true,
  min: 0,
  max: 20,
  admin: { width: '14%' },
})

/** Places per weekday: how many cars the workshop takes on each day of the week. */
export const placesPerWeekday: Field = {
  name: 'placesPerWeekday',
  type: 'group',
  label: label('Plaatsen per dag', 'Places per day', 'Plätze pro Tag'),
  fields: [
    {
      type: 'row',
      fields: [
        places('monday', label('Ma', 'Mon', 'Mo')),
        places('tuesday', label('Di', 'Tue', 'Di')),
        places('wednesday', label('Wo', 'Wed', 'Mi')),
        places('thursday', label('Do', 'Thu', 'Do')),
        places('friday', label('Vr', 'Fri', 'Fr')),
        places('saturday', label('Za', 'Sat', 'Sa')),
        places('sunday', label('Zo', 'Sun', 'So')),
      ],
    },
  ],
}

/** Closed periods (holidays): a day, or from a date until a date, with a reason visitors read. */
export const closedDates: Field = {
  name: 'closedDates',
  type: 'array',
  label: label('Gesloten dagen', 'Closed days', 'Geschlossene Tage'),
  labels: labels(
    ['Gesloten periode', 'Closed period', 'Geschlossener Zeitraum'],
    ['Gesloten periodes', 'Closed periods', 'Geschlossene Zeiträume'],
  ),
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'from',
          label: label('Van', 'From', 'Von'),
          type: 'text',
          required: true,
          validate: closedFrom,
          admin: { description: label('jjjj-mm-dd', 'yyyy-mm-dd', 'jjjj-mm-tt') },
        },
        {
          name: 'until',
          label: label('Tot en met', 'Until', 'Bis'),
          type: 'text',
          validate: closedUntil,
          admin: {
            description: label(
              'jjjj-mm-dd, leeg = één dag',
              'yyyy-mm-dd, empty = one day',
              'jjjj-mm-tt, leer = ein Tag',
            ),
          },
        },
        {
          name: 'reason',
          label: label('Reden', 'Reason', 'Grund'),
          type: 'text',
          localized: true,
        },
      ],
    },
  ],
}
