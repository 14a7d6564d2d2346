/** What other features' client code may use (client components, browser helpers). */
export { trackEvent } from './analytics'
export { ErrorScreen } from '../components/errors/ErrorScreen'
export type { ScreenError } from '../components/errors/ErrorScreen'
export { errorScreenWords } from '../components/errors/error-screen-words'
export { pageNotFoundTitle } from '../components/layout/page-not-found'
