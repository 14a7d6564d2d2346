import { z } from 'zod'

// The Content Security Policy allows no eval in production. Without `jitless`, zod probes
// `new Function` before its first object parse; the probe's error is caught, but the browser
// still reports a violation on every page that validates a form.
z.config({ jitless: true })

export { z }
