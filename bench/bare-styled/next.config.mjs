// Nothing but Next's defaults: the bare page is what the framework alone costs. The bench builds
// a copy outside the repository whose node_modules links the site's; Turbopack compiles only
// files under its root, so the root is the filesystem's (BENCH_BARE_ROOT).
const config = { turbopack: { root: process.env.BENCH_BARE_ROOT || import.meta.dirname } }

export default config
