import { consentChoices, consentStorageKey, cookieBannerId } from './consent'

/**
 * A script small enough to inline right after the server-rendered banner: it runs while the
 * HTML is parsed, before the first paint, and hides the banner from a visitor who already chose.
 * The banner is thus painted with the page (never a late paint, never a shift) for a first visit.
 */
export function hideAnsweredBannerScript(): string {
  const choices = JSON.stringify(consentChoices)
  return `try{if(${choices}.indexOf(localStorage.getItem(${JSON.stringify(consentStorageKey)}))>-1)document.getElementById(${JSON.stringify(cookieBannerId)}).hidden=true}catch(e){}`
}
