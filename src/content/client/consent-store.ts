'use client'

import { useSyncExternalStore } from 'react'

import {
  analyticsCookieDeletions,
  allowsAnalytics,
  type Consent,
  consentRecord,
  consentStorageKey,
  readConsentRecord,
} from '@/content/rules/analytics/consent'

/**
 * The cookie choice lives in local storage; components subscribe to it so that the banner,
 * the settings dialog and the analytics loader agree without a shared React context.
 */
const listeners = new Set<() => void>()
const settingsListeners = new Set<() => void>()
// Where storage is blocked the choice still holds for this page view.
let memoryChoice: Consent | null = null

function emit() {
  for (const listener of listeners) listener()
}

function read(): Consent | null {
  try {
    return readConsentRecord(window.localStorage.getItem(consentStorageKey)) ?? memoryChoice
  } catch {
    // Storage can be blocked (private modes, strict settings).
    return memoryChoice
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    // Another tab changed the choice, or cleared the whole store (no key). Storage works, so
    // this tab's fallback copy of its own earlier choice must not outlive the stored one.
    if (event.key !== consentStorageKey && event.key !== null) return
    memoryChoice = null
    listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/**
 * The stored choice, or null while none is known. The server knows none, as on a first visit,
 * so hydrating a first visit's page needs no second render: React re-renders at once, and
 * synchronously, any store whose value differs from the server's snapshot.
 */
export function useConsent(): Consent | null {
  return useSyncExternalStore(subscribe, read, () => null)
}

export function currentConsent(): Consent | null {
  return read()
}

export function saveConsent(consent: Consent) {
  memoryChoice = consent
  try {
    window.localStorage.setItem(consentStorageKey, consentRecord(consent, new Date()))
  } catch {
    // Without storage the choice holds for this page view only; the banner returns next time.
  }
  if (!allowsAnalytics(consent)) {
    // Stop a loaded tag first, so it cannot set the cookies again right after they go.
    stopLoadedTag()
    removeAnalyticsCookies()
  }
  emit()
}

// GA's own switch, read before each hit: `ga-disable-<measurement id>` on window.
const tagFlags = () => window as unknown as Record<string, unknown>
const tagFlag = (measurementId: string) => `ga-disable-${measurementId}`

export function setTagDisabled(measurementId: string, disabled: boolean) {
  if (disabled) tagFlags()[tagFlag(measurementId)] = true
  else delete tagFlags()[tagFlag(measurementId)]
}

export const isTagDisabled = (measurementId: string) => Boolean(tagFlags()[tagFlag(measurementId)])

/** Switches off a tag that is already on the page (see loadAnalytics). */
export function stopLoadedTag() {
  const loaded = document.getElementById('ga4-tag')?.dataset.measurementId
  if (loaded) setTagDisabled(loaded, true)
}

function removeAnalyticsCookies() {
  for (const assignment of analyticsCookieDeletions(document.cookie, window.location.hostname)) {
    document.cookie = assignment
  }
}

/** Lets a footer link reopen the settings dialog after a choice was made. */
export function openConsentSettings() {
  for (const listener of settingsListeners) listener()
}

export function onOpenConsentSettings(listener: () => void) {
  settingsListeners.add(listener)
  return () => {
    settingsListeners.delete(listener)
  }
}
