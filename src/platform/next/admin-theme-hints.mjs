// @ts-check
// Upstream: https://github.com/payloadcms/payload/issues/17906 (open).
// Canary (runs withPayload): tests/platform/upstream/payload.test.ts.

// Plain JavaScript because next.config.mjs loads it before anything is compiled.

const themeHint = 'sec-ch-prefers-color-scheme'

/** @param {{ key: string, value: string }} header */
const isThemeHint = (header) =>
  ['accept-ch', 'critical-ch', 'vary'].includes(header.key.toLowerCase()) &&
  header.value.toLowerCase().includes(themeHint)

/**
 * Payload's `withPayload` asks every visitor for their colour scheme on every path (Accept-CH
 * and Critical-CH: Sec-CH-Prefers-Color-Scheme, and Vary on it), so that its admin can open in
 * dark mode without a flash. Critical-CH makes a browser that has not sent the hint yet repeat
 * the request with it: every first visit to any page of the site paid a second round trip
 * before its first byte (Lighthouse's slow 4G counts 620 ms), and the Vary on scripts and
 * stylesheets split every cache by colour scheme. Only the admin reads the hint, so only the
 * admin asks for it.
 *
 * @template {{ source: string, headers: { key: string, value: string }[] }} Rule
 * @param {Rule[]} rules the header rules of the wrapped Next config
 * @returns {Rule[]}
 */
export function themeHintsForAdminOnly(rules) {
  const hints = rules.flatMap((rule) => rule.headers.filter(isThemeHint))
  if (hints.length === 0) return rules
  const rest = rules
    .map((rule) => ({ ...rule, headers: rule.headers.filter((header) => !isThemeHint(header)) }))
    .filter((rule) => rule.headers.length > 0)
  return [...rest, /** @type {Rule} */ ({ source: '/admin/:path*', headers: hints })]
}
