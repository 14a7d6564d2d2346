// The second yardstick of `npm run bench:web`: the bare page with the site's stylesheet, built
// by the same CSS pipeline (Tailwind 4 through PostCSS, scanning the site's sources), so it
// waits for a stylesheet of the site's size before its first paint, as every real page does.
import './globals.css'

export const metadata = {
  title: 'Bare Next page with the site stylesheet',
  description: 'The reference page of the web benchmark, with the site CSS.',
}

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body className="bg-white font-sans text-ink-900 antialiased">{children}</body>
    </html>
  )
}
