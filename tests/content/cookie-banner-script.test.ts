import vm from 'node:vm'

import { describe, expect, it } from 'vitest'

import { markAnsweredConsentScript } from '@/content/rules/analytics/banner-script'
import {
  consentAnsweredAttribute,
  consentRecord,
  consentVersion,
} from '@/content/rules/analytics/consent'

/** Runs the inline script against a document and a local storage holding `stored`. */
function run(stored: string | null, storage: 'ok' | 'blocked' = 'ok') {
  const marks = new Map<string, string>()
  const context = {
    document: {
      documentElement: { setAttribute: (name: string, value: string) => marks.set(name, value) },
    },
    localStorage: {
      getItem: (key: string) => {
        if (storage === 'blocked') throw new Error('SecurityError')
        return key === 'cookieConsent' ? stored : null
      },
    },
  }
  vm.runInNewContext(markAnsweredConsentScript(), context)
  return marks.has(consentAnsweredAttribute)
}

describe('the consent script inlined in the head of the server HTML', () => {
  it('marks the page before paint for every stored choice', () => {
    for (const choice of ['all', 'functional', 'none'] as const)
      expect(run(consentRecord(choice, new Date())), choice).toBe(true)
  })

  it('leaves it unmarked for a first visit, an unknown value or blocked storage', () => {
    expect(run(null)).toBe(false)
    expect(run('yes please')).toBe(false)
    expect(run(consentRecord('all', new Date()), 'blocked')).toBe(false)
  })

  it('leaves it unmarked for a choice that answered older texts', () => {
    expect(run('all')).toBe(false)
    expect(run(JSON.stringify({ choice: 'all', version: consentVersion - 1 }))).toBe(false)
  })

  it('is small enough to inline', () => {
    expect(markAnsweredConsentScript().length).toBeLessThan(300)
  })
})
