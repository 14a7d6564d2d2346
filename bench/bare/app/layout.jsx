// The yardstick of `npm run bench:web`: a bare Next App Router page, server components only.
export const metadata = {
  title: 'Bare Next page',
  description: 'The reference page of the web benchmark.',
}

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
