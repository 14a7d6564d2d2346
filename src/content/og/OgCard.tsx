import type { ReactNode } from 'react'

/** The size every link preview is drawn at (what WhatsApp, LinkedIn and Facebook show). */
export const ogSize = { width: 1200, height: 630 }

const brand = '#e84e0f'
const ink = '#0f172a'

/** A link preview in the site's colours: the business name, a title, and what follows. */
export function OgCard({
  business,
  title,
  subtitle,
  children,
}: {
  business: string
  title: string
  subtitle?: string
  children?: ReactNode
}) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '56px 64px',
        backgroundColor: ink,
        color: '#ffffff',
        fontFamily: 'sans-serif',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', fontSize: 34, fontWeight: 700 }}>
        <div style={{ width: 18, height: 18, backgroundColor: brand, marginRight: 16 }} />
        {business}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ fontSize: 62, fontWeight: 800, lineHeight: 1.1 }}>{title}</div>
        {subtitle ? (
          <div style={{ fontSize: 32, color: '#cbd5e1', marginTop: 12 }}>{subtitle}</div>
        ) : null}
      </div>
      <div style={{ display: 'flex' }}>{children}</div>
    </div>
  )
}

/** One figure of the preview: stock -> tuned, with the gain. */
export function OgFigure({
  label,
  stock,
  tuned,
  unit,
}: {
  label: string
  stock: number
  tuned: number
  unit: string
}) {
  const gain = stock > 0 ? Math.round(((tuned - stock) / stock) * 100) : 0
  return (
    <div style={{ display: 'flex', flexDirection: 'column', marginRight: 64 }}>
      <div style={{ fontSize: 28, color: '#cbd5e1' }}>{label}</div>
      <div style={{ display: 'flex', alignItems: 'baseline', fontSize: 54, fontWeight: 800 }}>
        {`${stock} > ${tuned} ${unit}`}
        <span style={{ fontSize: 34, color: brand, marginLeft: 16 }}>{`+${gain}%`}</span>
      </div>
    </div>
  )
}
