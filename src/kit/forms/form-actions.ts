/**
 * Where each form posts itself when the browser sends it (no script, or before the page's
 * script ran): route handlers that answer with a page. With script the forms send JSON to
 * their /api endpoints instead; both run the same schema and service.
 */
export const formActions = {
  booking: '/api/forms/booking',
  request: '/api/forms/request',
  waitlist: '/api/forms/waitlist',
} as const
