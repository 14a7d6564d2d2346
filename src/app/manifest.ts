import type { MetadataRoute } from 'next'

import messages from '@/messages/nl.json'

/** The web app manifest: name, colours and icons when the site is added to a home screen. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Chiptuning Nijmegen',
    short_name: 'Chiptuning',
    description: messages.Metadata.description,
    lang: 'nl',
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#c2410c',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  }
}
