import type { Locale } from '@/i18n/locales'
import { localizedPath, routes } from '@/kit/routes/routes'

/** The page a form sent without script lands on, in the visitor's language. */
export const answerPath = (locale: Locale) => localizedPath(locale, routes.formAnswer)
