import { notFound } from 'next/navigation'
import React, { Suspense } from 'react'

function Missing(): never {
  notFound()
}

/**
 * A page or layout that finds nothing renders its own not-found view and this beside it.
 *
 * Next 16 answers a notFound() that reaches the top of the server render with an empty
 * document that only scripts fill in: no text for visitors without JavaScript, crawlers or
 * link previews. Thrown inside this small boundary it still sets the 404 status (and hands
 * the browser to the segment's not-found boundary after hydration), while the view around it
 * stays server-rendered.
 */
export function NotFoundView({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <Missing />
      </Suspense>
    </>
  )
}
