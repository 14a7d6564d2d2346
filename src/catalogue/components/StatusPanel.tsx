import type React from 'react'

/** The catalogue's empty, pending and not-found states: a title, a text and what to do next. */
export function StatusPanel({
  title,
  text,
  children,
  headingLevel = 1,
}: {
  title: string
  text?: string
  children?: React.ReactNode
  headingLevel?: 1 | 2
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <section className="mx-auto my-12 max-w-2xl rounded-2xl border border-line bg-panel p-8 text-center">
      <Heading className="text-2xl font-bold text-fg">{title}</Heading>
      {text && <p className="mt-3 text-fg-muted">{text}</p>}
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </section>
  )
}
