import localFont from 'next/font/local'

/**
 * Inter, the site's one typeface: Fontsource's variable file (every weight in one 48 KB woff2,
 * latin subset, which holds Dutch and German letters and the euro sign), served from our own
 * origin, so nothing is fetched from a font service at build or run time. Preloaded and swapped
 * in; next/font writes an Arial fallback with Inter's metrics (size-adjust, ascent, descent),
 * and globals.css the same for where Arial is missing, so the swap does not move a line.
 */
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: true,
  adjustFontFallback: 'Arial',
  // The same metrics from faces Android and Linux have (src/app/globals.css).
  fallback: ['Inter Metric Fallback'],
  variable: '--font-inter',
})
