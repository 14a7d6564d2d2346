'use client'

import dynamic from 'next/dynamic'
import { useRef, useState } from 'react'

import { buttonStyles } from '@/kit/ui/button-styles'

import type { RequestKind, RequestPrefill } from './RequestForm'

// The dialog, its form and their words load when the visitor first opens it, not with the page.
const RequestDialogBody = dynamic(() =>
  import('./RequestDialogBody.client').then((module) => module.RequestDialogBody),
)

/**
 * A request about this vehicle (a Stage 2 quote, personal advice) in a dialog: the contact
 * form, sent to the workshop with the vehicle. Without script the button is what it was, a
 * link: the mail draft (`href`) or the contact page.
 */
export function RequestDialog({
  kind,
  label,
  title,
  href,
  to,
  prefill,
  className = buttonStyles.secondary,
}: {
  kind: Exclude<RequestKind, 'contact'>
  label: string
  title: string
  href: string
  to: string
  prefill: RequestPrefill
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  // Without Radix's Trigger (it would load Radix with the page), the dialog hands focus back
  // to this button itself when it closes.
  const button = useRef<HTMLAnchorElement>(null)
  return (
    <>
      <a
        ref={button}
        href={href}
        className={className}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault()
          setWanted(true)
          setOpen(true)
        }}
      >
        {label}
      </a>
      {wanted && (
        <RequestDialogBody
          kind={kind}
          title={title}
          to={to}
          prefill={prefill}
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={button}
        />
      )}
    </>
  )
}
