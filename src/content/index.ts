/** The feature's front door: its pure rules and types, for anyone (pages, other features' rules, the browser). */
export { markAnsweredConsentScript } from './rules/analytics/banner-script'
export { consentRecord } from './rules/analytics/consent'
export { groupFaqs } from './rules/faq'
export { internalLinkCollections } from './rules/internal-links'
export { languageSwitchTarget } from './rules/language-switch'
export { widgetScriptProblem } from './rules/review-widget'
export type { WidgetScriptProblem } from './rules/review-widget'
export { withParents } from './rules/warm-order'
