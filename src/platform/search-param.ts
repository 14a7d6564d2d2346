/**
 * The first value of a query parameter as Next hands it to a page or an admin view: an address
 * may repeat one (`?day=a&day=b` reads `a`), and a value typed by hand is never trusted to be
 * anything but text.
 */
export function firstParam(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' ? first : undefined
}
