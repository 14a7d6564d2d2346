/** What other features' client code may use (client components, browser helpers). */
export type { ScreenError } from '../components/errors/ErrorScreen.client'
export { errorScreenWords } from '../components/errors/error-screen-words'
export { pageNotFoundTitle } from '../components/layout/page-not-found'
