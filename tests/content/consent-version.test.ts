import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { consentRecord, consentVersion, readConsentRecord } from '@/content/rules/analytics/consent'
import de from '@/messages/de.json'
import en from '@/messages/en.json'
import nl from '@/messages/nl.json'

describe('a stored cookie choice', () => {
  it('records the choice, the version of the texts it answered and when', () => {
    const stored = consentRecord('none', new Date('2026-11-28T10:00:00Z'))
    expect(JSON.parse(stored)).toEqual({
      choice: 'none',
      version: consentVersion,
      at: '2026-11-28T10:00:00.000Z',
    })
    expect(readConsentRecord(stored)).toBe('none')
  })

  it('counts only when it answered the current texts', () => {
    const older = JSON.stringify({ choice: 'all', version: consentVersion - 1, at: '' })
    expect(readConsentRecord(older)).toBeNull()
    // A choice stored before versions were recorded is asked again.
    expect(readConsentRecord('all')).toBeNull()
    expect(readConsentRecord(null)).toBeNull()
    expect(readConsentRecord('{')).toBeNull()
    expect(readConsentRecord(JSON.stringify({ choice: 'yes', version: consentVersion }))).toBeNull()
  })

  it('has its version raised whenever the banner or settings texts change', () => {
    // Changed the Consent texts? Raise consentVersion (visitors are asked again), then write the
    // new fingerprint here.
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([nl.Consent, en.Consent, de.Consent]))
      .digest('hex')
      .slice(0, 16)
    expect({ consentVersion, fingerprint }).toEqual({
      consentVersion: 2,
      fingerprint: '052c0fe789586e56',
    })
  })
})
