import type { CollectionConfig } from 'payload'

import { dayAndTime, groups, label, labels } from '@/i18n/admin-labels'

import { granted, nobody } from '../shared/access'

/**
 * Which process runs the Jobs Queue (src/platform/jobs/runner-lease.ts): one row, claimed and
 * renewed by that process only. Staff may read it (a stuck runner shows its holder and expiry);
 * nobody writes it through the API.
 */
export const JobRunners: CollectionConfig = {
  slug: 'job-runners',
  labels: labels(
    ['Takenverwerker', 'Job runner', 'Aufgabenverarbeiter'],
    ['Takenverwerkers', 'Job runners', 'Aufgabenverarbeiter'],
  ),
  access: { read: granted('job-runners', 'read'), create: nobody, update: nobody, delete: nobody },
  admin: { group: groups.system, hidden: true },
  fields: [
    {
      name: 'name',
      label: label('Naam', 'Name', 'Name'),
      type: 'text',
      required: true,
      unique: true,
    },
    { name: 'holder', label: label('Proces', 'Process', 'Prozess'), type: 'text' },
    {
      name: 'expiresAt',
      label: label('Geldig tot', 'Valid until', 'Gültig bis'),
      type: 'date',
      admin: { date: dayAndTime },
    },
  ],
}
