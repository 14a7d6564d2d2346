'use client'

import * as Dialog from '@radix-ui/react-dialog'
import * as Switch from '@radix-ui/react-switch'
import { useTranslations } from 'next-intl'
import React, { useId, useState } from 'react'

import { saveConsent } from '@/content/client/consent-store'
import { consentFromSettings } from '@/content/rules/analytics/consent'
import { buttonStyles } from '@/kit/ui/button-styles'

type Props = { open: boolean; onOpenChange: (open: boolean) => void; analyticsOn: boolean }

const switchRoot =
  'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-steel transition-colors data-[state=checked]:bg-accent data-[disabled]:cursor-not-allowed data-[disabled]:opacity-70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent'
const switchThumb =
  'block h-5 w-5 translate-x-0.5 rounded-full bg-fg shadow transition-transform data-[state=checked]:translate-x-[1.375rem]'

/**
 * Cookie categories: functional is always on, analytics is the visitor's switch (off by
 * default). The parent mounts it per opening, so each opening starts from the stored choice
 * and Cancel changes nothing.
 */
export function ConsentSettings({ open, onOpenChange, analyticsOn }: Props) {
  const t = useTranslations('Consent')
  const [analytics, setAnalytics] = useState(analyticsOn)
  const functionalId = useId()
  const analyticsId = useId()

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night/75" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-card p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-xl font-bold text-fg">{t('settingsTitle')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-fg-muted">
            {t('settingsText')}
          </Dialog.Description>
          <ul className="mt-5 space-y-4">
            <Category id={functionalId} label={t('functional')} text={t('functionalText')}>
              <Switch.Root
                id={functionalId}
                checked
                disabled
                aria-describedby={`${functionalId}-locked`}
                className={switchRoot}
              >
                <Switch.Thumb className={switchThumb} />
              </Switch.Root>
              <span id={`${functionalId}-locked`} className="sr-only">
                {t('alwaysOn')}
              </span>
            </Category>
            <Category id={analyticsId} label={t('analytics')} text={t('analyticsText')}>
              <Switch.Root
                id={analyticsId}
                checked={analytics}
                onCheckedChange={setAnalytics}
                className={switchRoot}
              >
                <Switch.Thumb className={switchThumb} />
              </Switch.Root>
            </Category>
          </ul>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close className={`${buttonStyles.secondary} px-4 py-2 text-sm`}>
              {t('cancel')}
            </Dialog.Close>
            <button
              type="button"
              onClick={() => {
                saveConsent(consentFromSettings(analytics))
                onOpenChange(false)
              }}
              className={`${buttonStyles.primary} px-4 py-2 text-sm`}
            >
              {t('save')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function Category({
  id,
  label,
  text,
  children,
}: {
  id: string
  label: string
  text: string
  children: React.ReactNode
}) {
  return (
    <li className="flex items-start justify-between gap-4 rounded-xl border border-line p-4">
      <div>
        <label htmlFor={id} className="font-semibold text-fg">
          {label}
        </label>
        <p className="mt-1 text-sm text-fg-muted">{text}</p>
      </div>
      {children}
    </li>
  )
}
