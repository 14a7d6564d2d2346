// Renders the drawn hero artwork (src/content/components/hero/rollenbank.svg) to the PNG that
// next/image serves as AVIF or WebP in the sizes a screen asks for. Run after editing the SVG:
// `node scripts/render-hero-artwork.mjs`. The PNG is committed, so builds need no renderer.
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

const svg = fileURLToPath(new URL('../src/content/components/hero/rollenbank.svg', import.meta.url))
const png = svg.replace(/\.svg$/, '.png')

// 2400 px wide: the widest hero (1920 px) on a screen of 1.25 pixels per point.
const info = await sharp(svg, { density: 144 })
  .resize(2400)
  .flatten({ background: '#0f172a' })
  .png({ compressionLevel: 9 })
  .toFile(png)
console.log(`${png}: ${info.width}x${info.height}, ${Math.round(info.size / 1024)} KB`)
