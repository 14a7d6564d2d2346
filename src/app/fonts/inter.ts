import localFont from 'next/font/local'

/**
 * Inter (variable weight, Latin) from the npm registry, served by Next from our own origin:
 * no request to a font host (the security policy allows none), preloaded, and with a size-
 * adjusted fallback so the text does not jump when it arrives.
 */
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
})
