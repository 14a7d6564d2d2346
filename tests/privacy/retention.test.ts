import { describe, expect, it } from 'vitest'

import {
  backupTime,
  monthsBefore,
  retentionCutoffs,
  retentionDefaults,
} from '@/privacy/rules/retention'

describe('retention periods', () => {
  it('counts calendar months back, keeping the day where the month has it', () => {
    expect(monthsBefore('2026-11-28', 24)).toBe('2024-11-28')
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28')
    expect(monthsBefore('2024-03-31', 1)).toBe('2024-02-29')
    expect(monthsBefore('2026-01-15', 13)).toBe('2024-12-15')
  })

  it('gives each kind of record its cut-off, and backups the longest', () => {
    const cutoffs = retentionCutoffs(
      { bookingsMonths: 24, requestsMonths: 12, mailDays: 90, waitlistDays: 30, auditMonths: 36 },
      '2026-11-28',
    )
    expect(cutoffs).toEqual({
      bookingsBefore: '2024-11-28',
      requestsBefore: '2025-11-28T00:00:00.000Z',
      mailsBefore: '2026-08-30T00:00:00.000Z',
      waitlistBefore: '2026-10-29',
      auditBefore: '2023-11-28T00:00:00.000Z',
      backupsBefore: '2023-11-28T00:00:00.000Z',
    })
    expect(retentionCutoffs(retentionDefaults, '2026-11-28').backupsBefore).toBe(
      '2024-11-28T00:00:00.000Z',
    )
  })

  it('reads when a backup was made from its name, and nothing from other files', () => {
    expect(backupTime('backup-20261122-064012.tar.gz')).toBe('2026-11-22T06:40:12.000Z')
    expect(backupTime('mongo-20240101-000000.archive.gz')).toBe('2024-01-01T00:00:00.000Z')
    expect(backupTime('replaced-20261122')).toBeNull()
    expect(backupTime('notes.txt')).toBeNull()
  })
})

describe('the audit trail', () => {
  it('names the top-level fields a save changed, not its bookkeeping or joined records', async () => {
    const { changedFields } = await import('@/privacy/rules/audit')
    const before = {
      id: 1,
      status: 'new',
      notes: 'a',
      order: { total: 1 },
      updatedAt: 'x',
      mails: { docs: [1] },
    }
    const after = {
      ...before,
      status: 'confirmed',
      order: { total: 2 },
      updatedAt: 'y',
      mails: { docs: [1, 2] },
    }
    expect(changedFields(before, after, ['mails'])).toEqual(['status', 'order'])
    expect(changedFields(before, { ...before, notes: null }, ['mails'])).toEqual(['notes'])
    expect(changedFields(before, before)).toEqual([])
  })
})
