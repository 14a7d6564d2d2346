import type React from 'react'

const tones = {
  light: 'bg-canvas',
  muted: 'bg-panel',
  dark: 'bg-night text-fg',
} as const

/**
 * One band of the home page: a section named by its h2, in a centred column. scroll-mt keeps
 * an anchored heading (/#services, /#about) clear of the sticky header.
 */
export function HomeSection({
  id,
  title,
  intro,
  tone = 'light',
  children,
}: {
  id: string
  title: string
  intro?: string
  tone?: keyof typeof tones
  children: React.ReactNode
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-16 ${tones[tone]}`}>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        {intro && <p className="mt-3 max-w-3xl text-lg text-fg-muted">{intro}</p>}
        {children}
      </div>
    </section>
  )
}
