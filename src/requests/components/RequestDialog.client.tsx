'use client'

import * as Dialog from '@radix-ui/react-dialog'
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import type { RequestKind, RequestPrefill } from '@/content/components/forms/ContactForm.client'
import { buttonStyles } from '@/content/components/ui/button-styles'

// The form, its checks and its rules load when the visitor opens the dialog, not with the page.
const ContactForm = dynamic(() =>
  import('@/content/components/forms/ContactForm.client').then((module) => module.ContactForm),
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
  const t = useTranslations('ContactForm')
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <a
          href={href}
          className={className}
          onClick={(event) => {
            event.preventDefault()
            setOpen(true)
          }}
        >
          {label}
        </a>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-xl font-bold text-ink-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            {[prefill.brand, prefill.model, prefill.buildYear, prefill.engine]
              .filter(Boolean)
              .join(' ')}
          </Dialog.Description>
          <div className="mt-4">
            <ContactForm to={to} prefill={prefill} variant="full" kind={kind} />
          </div>
          <Dialog.Close className={`${buttonStyles.secondary} mt-4 text-sm`}>
            {t('close')}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
