/** The visitor's cookie choice: "all" allows analytics, the others keep only what the site needs. */
export const consentChoices = ['all', 'functional', 'none'] as const
export type Consent = (typeof consentChoices)[number]

export const consentStorageKey = 'cookieConsent'

/**
 * The version of the banner's and the settings' texts a stored choice answered. Raise it when
 * what visitors are asked changes (a new kind of cookie, another purpose): a choice given to
 * older texts no longer counts, and the banner asks again. A unit test holds the texts'
 * fingerprint, so changing them without raising this fails.
 */
export const consentVersion = 2

/** What is stored: the choice, the texts' version it answered, and when (ISO time). */
export type ConsentRecord = { choice: Consent; version: number; at: string }

export function parseConsent(value: string | null | undefined): Consent | null {
  return consentChoices.find((choice) => choice === value) ?? null
}

/** The stored record's choice, when it answered the current texts; otherwise none. */
export function readConsentRecord(stored: string | null | undefined): Consent | null {
  try {
    const record = JSON.parse(stored ?? '') as Partial<ConsentRecord> | null
    return record?.version === consentVersion ? parseConsent(record.choice) : null
  } catch {
    return null
  }
}

export const consentRecord = (choice: Consent, now: Date): string =>
  JSON.stringify({ choice, version: consentVersion, at: now.toISOString() } satisfies ConsentRecord)

export function allowsAnalytics(consent: Consent | null): boolean {
  return consent === 'all'
}

/** The settings dialog saves "all" with the analytics switch on, otherwise functional only. */
export function consentFromSettings(analytics: boolean): Consent {
  return analytics ? 'all' : 'functional'
}

/** Google Analytics cookies: _ga, _ga_<container>, _gid. */
export function isAnalyticsCookie(name: string): boolean {
  return name.startsWith('_ga') || name.startsWith('_gid')
}

/** Cookie names from a `document.cookie` string. */
export function cookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter(Boolean)
}

/**
 * The domains a cookie may have been set on: GA sets its cookies on the widest domain it can
 * (".example.nl" from "www.example.nl"), and a cookie is only removed with its own domain.
 */
export function cookieDomains(hostname: string): (string | null)[] {
  const parts = hostname.split('.')
  const domains: (string | null)[] = [null]
  // An IP address or "localhost" has no parent domains.
  if (parts.length < 2 || /^[\d.]+$/.test(hostname)) return domains
  for (let i = 0; i < parts.length - 1; i++) {
    const domain = parts.slice(i).join('.')
    domains.push(domain, `.${domain}`)
  }
  return domains
}

/** `document.cookie` assignments that expire every analytics cookie on every domain it may live on. */
export function analyticsCookieDeletions(cookieHeader: string, hostname: string): string[] {
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
  return cookieNames(cookieHeader)
    .filter(isAnalyticsCookie)
    .flatMap((name) =>
      cookieDomains(hostname).map(
        (domain) => `${name}=; ${expired}${domain ? `; domain=${domain}` : ''}`,
      ),
    )
}

/** The id of the cookie banner's section. */
export const cookieBannerId = 'cookie-banner'

/**
 * Set on <html> by the head script (banner-script.ts) while a stored choice hides the banner and
 * the page's script does not know it yet; the banner removes it once it does.
 */
export const consentAnsweredAttribute = 'data-consent-answered'
