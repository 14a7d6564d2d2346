import type { Field, GlobalConfig } from 'payload'

import { tags } from '../../src/data/cache-tags'
import { forgetBookingRules } from '../../src/server/booking/rules'
import { anyone, isStaff } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'

const places = (name: string, label: string): Field => ({
  name,
  label,
  type: 'number',
  required: true,
  min: 0,
  max: 20,
  admin: { width: '14%' },
})

export const BookingRules: GlobalConfig = {
  slug: 'booking-rules',
  label: 'Afspraakregels',
  access: { read: anyone, update: isStaff },
  admin: { group: 'Afspraken' },
  fields: [
    {
      name: 'placesPerWeekday',
      type: 'group',
      label: 'Plaatsen per dag',
      fields: [
        {
          type: 'row',
          fields: [
            places('monday', 'Ma'),
            places('tuesday', 'Di'),
            places('wednesday', 'Wo'),
            places('thursday', 'Do'),
            places('friday', 'Vr'),
            places('saturday', 'Za'),
            places('sunday', 'Zo'),
          ],
        },
      ],
    },
    {
      name: 'closedDates',
      type: 'array',
      label: 'Gesloten dagen',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'from', type: 'text', required: true, admin: { description: 'jjjj-mm-dd' } },
            { name: 'until', type: 'text', admin: { description: 'jjjj-mm-dd, leeg = één dag' } },
            { name: 'reason', type: 'text', localized: true },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'leadDays', type: 'number', required: true, min: 0, admin: { description: 'Vroegst boekbare dag: vandaag + N dagen' } },
        { name: 'horizonDays', type: 'number', required: true, min: 1, admin: { description: 'Laatst boekbare dag: vandaag + N dagen' } },
        { name: 'startTime', type: 'text', required: true, defaultValue: '09:00' },
        { name: 'allDay', type: 'checkbox', defaultValue: true, admin: { description: 'Agenda-uitnodiging als hele dag' } },
      ],
    },
  ],
  hooks: {
    afterChange: [
      revalidateGlobal(tags.global('booking-rules')),
      ({ doc }) => {
        forgetBookingRules()
        return doc
      },
    ],
  },
}
