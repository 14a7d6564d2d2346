import { describe, expect, it } from 'vitest'

import {
  allowsAnalytics,
  analyticsCookieDeletions,
  consentFromSettings,
  cookieDomains,
  isAnalyticsCookie,
  parseConsent,
} from '@/content/rules/analytics/consent'
import { campaignParams, linkEvent, passedThresholds } from '@/content/rules/analytics/events'
import { isPrivatePath, redactedUrl } from '@/kit/routes/private-pages'

describe('cookie consent', () => {
  it('accepts only the three stored choices', () => {
    expect(parseConsent('all')).toBe('all')
    expect(parseConsent('functional')).toBe('functional')
    expect(parseConsent('none')).toBe('none')
    expect(parseConsent('yes')).toBeNull()
    expect(parseConsent(null)).toBeNull()
  })

  it('only "all" allows analytics', () => {
    expect(allowsAnalytics('all')).toBe(true)
    expect(allowsAnalytics('functional')).toBe(false)
    expect(allowsAnalytics('none')).toBe(false)
    expect(allowsAnalytics(null)).toBe(false)
  })

  it('saving the settings gives all with the switch on, else functional only', () => {
    expect(consentFromSettings(true)).toBe('all')
    expect(consentFromSettings(false)).toBe('functional')
  })

  it('recognises Google Analytics cookies by name', () => {
    for (const name of ['_ga', '_ga_ABC123', '_gid']) expect(isAnalyticsCookie(name)).toBe(true)
    for (const name of ['NEXT_LOCALE', 'payload-token', 'ga', '_gcl_au'])
      expect(isAnalyticsCookie(name)).toBe(false)
  })

  it('lists the host and every parent domain a cookie may be set on', () => {
    expect(cookieDomains('localhost')).toEqual([null])
    expect(cookieDomains('127.0.0.1')).toEqual([null])
    expect(cookieDomains('www.chiptuning-nijmegen.nl')).toEqual([
      null,
      'www.chiptuning-nijmegen.nl',
      '.www.chiptuning-nijmegen.nl',
      'chiptuning-nijmegen.nl',
      '.chiptuning-nijmegen.nl',
    ])
  })

  it('expires the analytics cookies and leaves the others alone', () => {
    const deletions = analyticsCookieDeletions(
      'NEXT_LOCALE=en; _ga=GA1.1.1; _ga_XYZ=GS1; _gid=GA1.2',
      'localhost',
    )
    expect(deletions).toEqual([
      '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/',
      '_ga_XYZ=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/',
      '_gid=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/',
    ])
    expect(analyticsCookieDeletions('_ga=1', 'example.nl')).toContain(
      '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.example.nl',
    )
  })
})

describe('analytics events', () => {
  it('reports each scroll-depth threshold once', () => {
    const reported = new Set<number>([25])
    expect(passedThresholds(0, 800, 4000, new Set())).toEqual([])
    expect(passedThresholds(1200, 800, 4000, reported)).toEqual([50])
    expect(passedThresholds(3200, 800, 4000, reported)).toEqual([50, 75, 90])
    expect(passedThresholds(0, 800, 0, new Set())).toEqual([])
  })

  it('keeps only the UTM parameters of the address', () => {
    expect(campaignParams('?utm_source=google&utm_medium=cpc&ref=x&utm_campaign=stage1')).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'stage1',
    })
    expect(campaignParams('')).toEqual({})
  })

  it('names the event of a clicked link', () => {
    expect(linkEvent('tel:+31241234567', 'Bel ons', null)).toEqual({
      name: 'phone_click',
      params: { label: 'Bel ons', phone_number: '+31241234567' },
    })
    expect(linkEvent('https://wa.me/31612345678', 'WhatsApp', null)?.name).toBe('whatsapp_click')
    expect(linkEvent('mailto:info@example.nl?subject=x', 'Mail', null)).toEqual({
      name: 'email_click',
      params: { label: 'Mail', email: 'info@example.nl' },
    })
    expect(linkEvent('/diensten', 'Onze diensten', 'hero')).toEqual({
      name: 'cta_click',
      params: { cta_location: 'hero', label: 'Onze diensten' },
    })
    expect(linkEvent('tel:+31241234567', '', 'floating-call')).toEqual({
      name: 'floating_call_click',
      params: { phone_number: '+31241234567' },
    })
    expect(linkEvent('https://wa.me/31612345678', 'Contact', 'hero-contact')).toEqual({
      name: 'whatsapp_click',
      params: { label: 'Contact', cta_location: 'hero-contact' },
    })
    expect(linkEvent('/merken', 'Merken', null)).toBeNull()
  })
})

describe('addresses that are credentials', () => {
  const token = 'q1W2e3R4t5Y6u7I8o9P0a1S2d3F4g5H6j7K8l9Z0x1C'

  it('knows the manage link of a booking, in every language', () => {
    for (const path of [
      `/afspraak/beheren/${token}`,
      `/en/afspraak/beheren/${token}`,
      `/de/afspraak/beheren/${token}/`,
    ])
      expect(isPrivatePath(path), path).toBe(true)
    for (const path of ['/afspraak', '/afspraak/beheren/', '/merken/audi', '/en/afspraak-maken'])
      expect(isPrivatePath(path), path).toBe(false)
  })

  it('reports the page without its token, query or fragment, and other pages as they are', () => {
    expect(redactedUrl(`https://garage.example/en/afspraak/beheren/${token}?moved=1#top`)).toBe(
      'https://garage.example/en/afspraak/beheren/[token]',
    )
    expect(redactedUrl(`/afspraak/beheren/${token}`)).toBe('/afspraak/beheren/[token]')
    expect(redactedUrl('https://garage.example/merken/audi?utm_source=x')).toBe(
      'https://garage.example/merken/audi?utm_source=x',
    )
    expect(redactedUrl('')).toBe('')
  })
})
