import type { CSSProperties, ReactNode } from 'react'

// The dashboard's building blocks, in Payload's own theme colours.

const card: CSSProperties = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m, 6px)',
  padding: '1rem 1.25rem',
  background: 'var(--theme-elevation-0)',
}

export function Card({
  title,
  children,
  style,
}: {
  title: string
  children: ReactNode
  style?: CSSProperties
}) {
  return (
    <section aria-label={title} style={{ ...card, ...style }}>
      <h2 style={{ fontSize: '1.1rem', margin: '0 0 0.75rem' }}>{title}</h2>
      {children}
    </section>
  )
}

/** A short list of what waits for staff (requests, waitlist), each with its age. */
export function Waiting({
  items,
  empty,
}: {
  items: { id: number; href: string; text: string; age: string }[]
  empty: string
}) {
  if (items.length === 0) return <p style={{ margin: 0 }}>{empty}</p>
  return (
    <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={item.href}>{item.text}</a> <span style={{ opacity: 0.75 }}>· {item.age}</span>
        </li>
      ))}
    </ul>
  )
}
