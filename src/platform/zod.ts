// Upstream: https://github.com/colinhacks/zod/issues/5414 (closed: jitless is the answer, and the
// probe honours it since https://github.com/colinhacks/zod/pull/5864).
// Canary (runs it): tests/platform/upstream/zod.test.ts.
import { config } from 'zod'

// The Content Security Policy allows no eval in production. Without `jitless`, zod probes
// `new Function` before its first object parse; the probe's error is caught, but the browser
// still reports a violation on every page that validates a form.
config({ jitless: true })

// Import it as a namespace (`import * as z from '@/platform/zod'`): the bundler then keeps only
// the members the schemas use. Handed on as one `z` object, zod's 47 locales and its JSON Schema
// code went with every form to the browser (https://github.com/vercel/next.js/issues/88643).
export * from 'zod'
