import type { ReactNode } from 'react'

/** The answer to a form sent without script: a heading and what happened, green or red. */
export function AnswerNotice({
  ok,
  title,
  children,
}: {
  ok: boolean
  title: string
  children: ReactNode
}) {
  return (
    <div
      role={ok ? 'status' : 'alert'}
      className={`mt-6 rounded-2xl p-6 ${ok ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger'}`}
    >
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <div className="mt-2 space-y-2">{children}</div>
    </div>
  )
}
