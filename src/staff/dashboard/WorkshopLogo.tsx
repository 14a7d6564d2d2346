import type { Payload } from 'payload'

type Mark = { name: string; logo: { url: string; alt: string } | null }

/** The workshop's name and uploaded logo (Bedrijfsgegevens), for the admin's own frame. */
export async function workshopMark(payload: Payload): Promise<Mark> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 1 })
  const logo = typeof settings.logo === 'object' && settings.logo?.url ? settings.logo : null
  const name = settings.businessName || 'Chiptuning'
  return { name, logo: logo ? { url: logo.url!, alt: logo.alt || name } : null }
}

/** The drawn default: a dial in the site's orange (the site's icon) beside the name. */
function DrawnMark({
  name,
  height,
  withName,
}: {
  name: string
  height: number
  withName: boolean
}) {
  const width = withName ? 64 + 14 * name.length + 16 : 64
  return (
    <svg
      role="img"
      aria-label={name}
      viewBox={`0 0 ${width} 64`}
      height={height}
      width={(height * width) / 64}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width="64" height="64" rx="14" fill="#c2410c" />
      <path
        d="M14 40a18 18 0 1 1 36 0"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path d="M32 40l10-14" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <circle cx="32" cy="40" r="4" fill="#fff" />
      {withName && (
        <text
          x="80"
          y="42"
          fontFamily="system-ui, sans-serif"
          fontSize="26"
          fontWeight="700"
          fill="currentColor"
          textLength={14 * name.length}
          lengthAdjust="spacingAndGlyphs"
        >
          {name}
        </text>
      )}
    </svg>
  )
}

/** The login page's logo (config `admin.components.graphics.Logo`). */
export async function WorkshopLogo({ payload }: { payload?: Payload }) {
  const mark = payload ? await workshopMark(payload) : { name: 'Chiptuning', logo: null }
  return mark.logo ? (
    // An upload in any format, SVG included, shown at its own proportions.
    // eslint-disable-next-line @next/next/no-img-element
    <img src={mark.logo.url} alt={mark.logo.alt} style={{ maxHeight: 96, maxWidth: '100%' }} />
  ) : (
    <DrawnMark name={mark.name} height={56} withName />
  )
}

/**
 * The navigation's small mark (config `admin.components.graphics.Icon`). Payload also draws it
 * in its share image without a database at hand: then the drawn dial.
 */
export async function WorkshopIcon({ payload }: { payload?: Payload }) {
  const mark = payload ? await workshopMark(payload) : { name: 'Chiptuning', logo: null }
  return mark.logo ? (
    // eslint-disable-next-line @next/next/no-img-element
    <img src={mark.logo.url} alt={mark.logo.alt} style={{ height: 28, width: 'auto' }} />
  ) : (
    <DrawnMark name={mark.name} height={28} withName={Boolean(payload)} />
  )
}
