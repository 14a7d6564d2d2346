/**
 * The e-mail addresses forms accept: zod's own rule, except that no domain label may start or
 * end with a hyphen ("jan@garage-.nl"). zod lets those through, while the CMS's email field
 * (and any mail server) refuses them, so a booking that passed the form failed when stored.
 */
export const emailAddressPattern =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+.-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/
