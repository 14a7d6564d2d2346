'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

type Texts = { label: string; saving: string; saved: string; notSaved: string }

/**
 * A booking's status, changed where it is shown: the change is an ordinary update of the booking
 * through Payload's REST API with the staff member's session, so its mails, audit record and
 * freed place follow as after a save in the booking's own screen.
 */
export function BookingStatus({
  api,
  id,
  status,
  options,
  texts,
}: {
  api: string
  id: number
  status: string
  options: { value: string; label: string }[]
  texts: Texts
}) {
  const router = useRouter()
  const [value, setValue] = useState(status)
  const [note, setNote] = useState('')

  async function change(next: string) {
    const before = value
    setValue(next)
    setNote(texts.saving)
    const answer = await fetch(`${api}/bookings/${id}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: next }),
    }).catch(() => null)
    if (answer?.ok) {
      setNote(texts.saved)
      router.refresh()
      return
    }
    const body = (await answer?.json().catch(() => null)) as {
      errors?: { message?: string }[]
    } | null
    setValue(before)
    setNote(
      texts.notSaved.replace(
        '{{message}}',
        body?.errors?.[0]?.message ?? String(answer?.status ?? ''),
      ),
    )
  }

  return (
    <span style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center' }}>
      <select
        aria-label={texts.label}
        value={value}
        onChange={(event) => void change(event.target.value)}
        style={{ padding: '0.25rem', font: 'inherit' }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <span role="status" style={{ fontSize: '0.85em' }}>
        {note}
      </span>
    </span>
  )
}
