// Upstream: https://github.com/colinhacks/zod/issues/5414 (closed: jitless is the answer, and the
// probe honours it since https://github.com/colinhacks/zod/pull/5864).
// Canary (runs it): tests/platform/upstream/zod.test.ts.

import { z } from 'zod'

// The Content Security Policy allows no eval in production. Without `jitless`, zod probes
// `new Function` before its first object parse; the probe's error is caught, but the browser
// still reports a violation on every page that validates a form.
z.config({ jitless: true })

export { z }
