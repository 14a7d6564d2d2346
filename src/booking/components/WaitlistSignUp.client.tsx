'use client'

import dynamic from 'next/dynamic'

/**
 * A full day's waitlist as a form of its own (the answer page's), in a chunk of its own with
 * react-hook-form and the schema. Rendered on the server whole, so it posts itself to the
 * server until (or without) its script.
 */
export const WaitlistSignUp = dynamic(() =>
  import('./WaitlistForm').then((module) => module.WaitlistForm),
)
