import type { ReactNode } from 'react'

/** A field's inline message, named by the field's `aria-describedby`; nothing while it is valid. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null
  return (
    <span id={id} className="text-sm font-normal text-danger">
      {children}
    </span>
  )
}
