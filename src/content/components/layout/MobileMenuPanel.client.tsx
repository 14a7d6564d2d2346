'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type { MouseEvent, ReactNode } from 'react'

/**
 * The opened menu: a panel from the right over a dimmed page. Radix keeps focus inside, returns
 * it to the menu button, closes on Escape and on a tap beside the panel, and stops the page from
 * scrolling underneath. The panel scrolls on its own, with a visible scroll bar and a fade at its
 * foot that says there is more (the foot's padding is as tall as the fade, so at the end the
 * fade covers nothing).
 */
export function MobileMenuPanel({
  labels,
  closeIcon,
  onClose,
  onFollow,
  children,
}: {
  labels: { menu: string; close: string }
  closeIcon: ReactNode
  onClose: () => void
  onFollow: (event: MouseEvent) => void
  children: ReactNode
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night/75" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,calc(100%-3rem))] flex-col border-l border-line bg-card shadow-2xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-2">
            <Dialog.Title className="text-base font-bold">{labels.menu}</Dialog.Title>
            <Dialog.Close
              aria-label={labels.close}
              className="inline-flex min-h-tap min-w-tap items-center justify-center rounded-control text-fg hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-accent"
            >
              {closeIcon}
            </Dialog.Close>
          </div>
          <nav
            aria-label={labels.menu}
            onClick={onFollow}
            className="menu-scroll relative flex-1 overflow-y-auto overscroll-contain px-4 pt-4"
          >
            {children}
            <div
              aria-hidden="true"
              className="pointer-events-none sticky bottom-0 -mx-4 h-12 bg-linear-to-t from-card to-transparent"
            />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
