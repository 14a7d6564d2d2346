'use client'

/** The day's list on paper for the workshop floor: the browser's own print dialog. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="btn btn--style-secondary btn--size-small"
      onClick={() => window.print()}
      style={{ margin: 0 }}
    >
      {label}
    </button>
  )
}
