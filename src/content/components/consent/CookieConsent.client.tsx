'use client'

import dynamic from 'next/dynamic'
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react'

import { onOpenConsentSettings, saveConsent, useConsent } from '@/content/client/consent-store'
import {
  consentAnsweredAttribute,
  cookieBannerId,
  parseConsent,
} from '@/content/rules/analytics/consent'

// The dialog (and its Radix parts) loads on first opening, not with every page.
const ConsentSettings = dynamic(
  () => import('./ConsentSettings.client').then((module) => module.ConsentSettings),
  { ssr: false },
)

/**
 * Shows the server-rendered banner (`children`) until the visitor makes a choice. Its buttons
 * name their choice in `data-consent`, so the words and markup stay out of the page's script.
 * The choice is unknown on the server: an inline script in the page's head marks <html> when one
 * is stored, the banner's `consent-answered:hidden` hides it from the first paint, and hydration
 * then removes it.
 */
export function CookieConsent({ children }: { children: ReactNode }) {
  const consent = useConsent()
  const [settingsOpen, setSettingsOpen] = useState(false)

  useEffect(() => onOpenConsentSettings(() => setSettingsOpen(true)), [])
  // Once the choice is known here the banner is gone, and the head script's mark can go too: a
  // choice removed later (in another tab) shows the banner again.
  useEffect(() => {
    if (consent !== null) document.documentElement.removeAttribute(consentAnsweredAttribute)
  }, [consent])

  const choose = (event: MouseEvent) => {
    const choice = (event.target as Element).closest<HTMLElement>('[data-consent]')?.dataset.consent
    if (choice === 'settings') setSettingsOpen(true)
    const picked = parseConsent(choice)
    if (picked) saveConsent(picked)
  }

  const showBanner = consent === null && !settingsOpen
  return (
    <>
      {showBanner && (
        // Clicks reach here from the banner's own buttons, which carry the keyboard handling.
        <section
          id={cookieBannerId}
          aria-labelledby="cookie-banner-title"
          onClick={choose}
          // noscript:hidden: without script no analytics can load and no choice can be stored,
          // so the banner would only cover the bottom of every page.
          className="fixed inset-x-0 bottom-0 z-50 border-t border-line bg-card shadow-[0_-4px_24px_rgba(15,23,42,0.12)] noscript:hidden consent-answered:hidden"
        >
          {children}
        </section>
      )}
      {settingsOpen && (
        <ConsentSettings open onOpenChange={setSettingsOpen} analyticsOn={consent === 'all'} />
      )}
    </>
  )
}
