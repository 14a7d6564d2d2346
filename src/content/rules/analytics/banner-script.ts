import {
  consentAnsweredAttribute,
  consentChoices,
  consentStorageKey,
  consentVersion,
} from './consent'

/**
 * A script small enough to inline in the page's <head>: before the body is parsed it marks
 * <html> when the visitor already chose, and the banner's own style hides it from the first
 * paint. The banner is thus painted with the page (never a late paint, never a shift) for a
 * first visit. In the head, not after the banner: an inline script waits for the stylesheet,
 * and one in the body split the first paint there, so the content below it (on the home page
 * the hero, its largest text) came a frame later, after the framework's scripts had run.
 */
export function markAnsweredConsentScript(): string {
  const [choices, key, mark] = [consentChoices, consentStorageKey, consentAnsweredAttribute].map(
    (value) => JSON.stringify(value),
  )
  // The same test as readConsentRecord: a choice that answered the current texts.
  return `try{var c=JSON.parse(localStorage.getItem(${key}));if(c&&c.version===${consentVersion}&&${choices}.indexOf(c.choice)>-1)document.documentElement.setAttribute(${mark},"")}catch(e){}`
}
