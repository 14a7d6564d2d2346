'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useTranslations } from 'next-intl'
import type { RefObject } from 'react'

import { buttonStyles } from '@/kit/ui/button-styles'

// This whole module loads on the dialog's first open, so the form comes in the same request.
import { type RequestKind, RequestForm, type RequestPrefill } from './RequestForm'

/**
 * The dialog of a request about this vehicle (a Stage 2 quote, personal advice): the contact
 * form, sent to the workshop with the vehicle. RequestDialog loads it when first opened.
 */
export function RequestDialogBody({
  kind,
  title,
  to,
  prefill,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  kind: Exclude<RequestKind, 'contact'>
  title: string
  to: string
  prefill: RequestPrefill
  open: boolean
  onOpenChange: (open: boolean) => void
  returnFocusTo: RefObject<HTMLElement | null>
}) {
  const t = useTranslations('ContactForm')
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night/75" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-card p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-xl font-bold text-fg">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-fg-muted">
            {[prefill.brand, prefill.model, prefill.buildYear, prefill.engine]
              .filter(Boolean)
              .join(' ')}
          </Dialog.Description>
          <div className="mt-4">
            <RequestForm to={to} prefill={prefill} variant="full" kind={kind} />
          </div>
          <Dialog.Close className={`${buttonStyles.secondary} mt-4 text-sm`}>
            {t('close')}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
