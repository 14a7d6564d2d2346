// @ts-check
// Plain JavaScript because next.config.mjs loads it before anything is compiled.

/** Google Analytics 4: gtag.js comes from the tag manager and reports to the collection hosts. */
const analytics = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
}

/**
 * The one policy for the site, its API and the Payload admin.
 * - 'unsafe-inline' scripts: Next inlines its bootstrap scripts; nonces would make every page
 *   dynamic and end the cached (ISR) catalogue pages.
 * - 'unsafe-eval' only in development, where React rebuilds call stacks with eval.
 * - data: and blob: images: the admin previews uploads from blob URLs and ships data: icons.
 * - frame-ancestors 'none': nothing frames the site. Payload's live preview would need 'self'
 *   here, but no collection enables it.
 *
 * @param {{ production: boolean, reviewWidgetOrigin?: string }} options
 */
export function contentSecurityPolicy({ production, reviewWidgetOrigin }) {
  // A path, a space or a semicolon would change the meaning of the whole policy.
  if (reviewWidgetOrigin && !/^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(reviewWidgetOrigin)) {
    throw new Error(
      `REVIEW_WIDGET_ORIGIN must be an https origin without a path, e.g. https://widget.example.com`,
    )
  }
  const widget = reviewWidgetOrigin ? [reviewWidgetOrigin] : []
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(production ? [] : ["'unsafe-eval'"]),
      ...analytics.script,
      ...widget,
    ],
    'style-src': ["'self'", "'unsafe-inline'", ...widget],
    'img-src': ["'self'", 'data:', 'blob:', ...analytics.img, ...widget],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...analytics.connect, ...widget],
    'frame-src': widget.length > 0 ? widget : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // mailto: for the contact form, which drafts a mail without its script (never a GET with
    // the visitor's details in the address).
    'form-action': ["'self'", 'mailto:'],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}

/**
 * Headers for every response (pages, route handlers, Payload's API and static files).
 * HSTS only in production: a development server on http://localhost must not pin https.
 *
 * @param {{ production: boolean, reviewWidgetOrigin?: string }} options
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(options) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(options.production
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
      : []),
  ]
}
