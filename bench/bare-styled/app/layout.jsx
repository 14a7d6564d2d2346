// The yardstick of `npm run bench:web`: the bare page with the site's stylesheet, built by the
// same CSS pipeline (Tailwind 4 through PostCSS, scanning the site's sources), and the site's
// font loaded as the site loads it (src/kit/ui/font.ts: next/font/local, preloaded, swapped in),
// so it waits for a stylesheet of the site's size and fetches the same font before its first
// paint, as every real page does.
import localFont from 'next/font/local'

import './globals.css'

// The same options as the site's; the file comes through the copy's link to node_modules.
const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  preload: true,
  adjustFontFallback: 'Arial',
  variable: '--font-inter',
})

export const metadata = {
  title: 'Bare Next page with the site stylesheet',
  description: 'The reference page of the web benchmark, with the site CSS.',
}

export default function RootLayout({ children }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="min-h-screen bg-canvas font-sans text-fg antialiased">{children}</body>
    </html>
  )
}
