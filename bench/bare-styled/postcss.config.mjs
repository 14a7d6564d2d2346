// The site's CSS pipeline.
const config = { plugins: { '@tailwindcss/postcss': {} } }

export default config
