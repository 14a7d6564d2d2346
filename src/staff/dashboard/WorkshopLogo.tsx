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
  decorative = false,
}: {
  name: string
  height: number
  withName: boolean
  /** Beside the name in words: no second name for screen readers. */
  decorative?: boolean
}) {
  const width = withName ? 64 + 14 * name.length + 16 : 64
  return (
    <svg
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
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
 * The mark beside the breadcrumbs (config `admin.components.graphics.Icon`; Payload gives it an
 * 18 px square). Payload also draws it in its share image without a database at hand: then the
 * drawn dial.
 */
export async function WorkshopIcon({ payload }: { payload?: Payload }) {
  const mark = payload ? await workshopMark(payload) : { name: 'Chiptuning', logo: null }
  return mark.logo ? (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={mark.logo.url}
      alt={mark.logo.alt}
      style={{ width: '100%', height: '100%', objectFit: 'contain' }}
    />
  ) : (
    <DrawnMark name={mark.name} height={18} withName={false} />
  )
}

/** The workshop's name and mark at the top of the navigation (config `beforeNavLinks`). */
export async function WorkshopNavMark({ payload }: { payload: Payload }) {
  const mark = await workshopMark(payload)
  return (
    <a
      href={payload.config.routes.admin}
      style={{
        display: 'flex',
        gap: '0.6rem',
        alignItems: 'center',
        marginBottom: '1.25rem',
        color: 'var(--theme-text)',
        textDecoration: 'none',
        fontWeight: 700,
      }}
    >
      {mark.logo ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={mark.logo.url} alt="" style={{ height: 32, width: 'auto' }} />
      ) : (
        <DrawnMark name={mark.name} height={32} withName={false} decorative />
      )}
      <span>{mark.name}</span>
    </a>
  )
}
