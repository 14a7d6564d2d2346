import {
  siAcura,
  siAstonmartin,
  siAudi,
  siBentley,
  siBmw,
  siBugatti,
  siCadillac,
  siChevrolet,
  siChrysler,
  siCitroen,
  siDacia,
  siDaf,
  siDsautomobiles,
  siDucati,
  siFerrari,
  siFiat,
  siFord,
  siHonda,
  siHyundai,
  siIveco,
  siJcb,
  siJeep,
  siJohndeere,
  siKia,
  siKtm,
  siLamborghini,
  siMan,
  siMaserati,
  siMazda,
  siMini,
  siMitsubishi,
  siNissan,
  siOpel,
  siPeugeot,
  siPolestar,
  siPorsche,
  siRenault,
  siScania,
  siSeat,
  siSkoda,
  siSmart,
  siSubaru,
  siSuzuki,
  siTesla,
  siToyota,
  siVolkswagen,
  siVolvo,
  siYamahamotorcorporation,
  type SimpleIcon,
} from 'simple-icons'

import { logoBadges, markColour, type LogoBadge } from '@/catalogue/rules/logo-badges'

/**
 * Makes' marks from Simple Icons (CC0), by catalogue brand slug, each served as an SVG file of
 * its own (brandMarkSvg, at brandMarkSrc) that pages show as an image: drawn inline, the 63
 * marks of /merken were 163 KB of paths in its HTML and the same again in its flight data (525
 * KB, 151 KB gzip), which a phone downloaded before the page could paint. A division that carries
 * its parent's mark (BMW Motorrad, Volvo Penta, Renault Trucks) uses it. Named imports only: the
 * package's index holds ~3,400 icons and the bundler keeps just these.
 */
export const brandMarks: Readonly<Record<string, SimpleIcon>> = {
  acura: siAcura,
  'aston-martin': siAstonmartin,
  audi: siAudi,
  bentley: siBentley,
  bmw: siBmw,
  'bmw-motorrad': siBmw,
  bugatti: siBugatti,
  cadillac: siCadillac,
  chevrolet: siChevrolet,
  chrysler: siChrysler,
  citroen: siCitroen,
  dacia: siDacia,
  daf: siDaf,
  ds: siDsautomobiles,
  ducati: siDucati,
  ferrari: siFerrari,
  fiat: siFiat,
  'fiat-professional': siFiat,
  ford: siFord,
  honda: siHonda,
  hyundai: siHyundai,
  iveco: siIveco,
  jcb: siJcb,
  jeep: siJeep,
  'john-deere': siJohndeere,
  kia: siKia,
  ktm: siKtm,
  lamborghini: siLamborghini,
  man: siMan,
  maserati: siMaserati,
  mazda: siMazda,
  mini: siMini,
  mitsubishi: siMitsubishi,
  nissan: siNissan,
  opel: siOpel,
  peugeot: siPeugeot,
  polestar: siPolestar,
  porsche: siPorsche,
  renault: siRenault,
  'renault-trucks': siRenault,
  scania: siScania,
  seat: siSeat,
  skoda: siSkoda,
  smart: siSmart,
  subaru: siSubaru,
  suzuki: siSuzuki,
  'suzuki-marine': siSuzuki,
  tesla: siTesla,
  toyota: siToyota,
  volkswagen: siVolkswagen,
  'volkswagen-commercial-vehicles': siVolkswagen,
  volvo: siVolvo,
  'volvo-penta': siVolvo,
  'volvo-trucks': siVolvo,
  yamaha: siYamahamotorcorporation,
  'yamaha-marine': siYamahamotorcorporation,
}

/** Where a brand's mark is served (src/app/brand-marks/[file]/route.ts). */
export const brandMarkSrc = (slug: string) => `/brand-marks/${slug}.svg`

/** A brand's mark as an SVG file, in the make's colour (or a dark one where that is too light). */
export function brandMarkSvg(slug: string): string | undefined {
  const mark = Object.hasOwn(brandMarks, slug) ? brandMarks[slug] : undefined
  if (!mark) return undefined
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="${markColour(mark.hex)}"><path d="${mark.path}"/></svg>`
}

/**
 * The initials badges of an overview: only brands that show one (no upload, no known mark) take
 * part, so a make with a mark never pushes another onto second-choice letters.
 */
export function overviewBadges(
  brands: readonly { slug: string; name: string; logoUrl: string | null }[],
): Map<string, LogoBadge> {
  return logoBadges(brands.filter((brand) => !brand.logoUrl && !brandMarks[brand.slug]))
}
