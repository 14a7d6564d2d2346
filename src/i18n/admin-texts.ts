/**
 * The admin's own words, in the one place the admin reads words from: Payload's
 * `i18n.translations` (payload.config). Each feature adds its namespace here (the planner, the
 * catalogue import screen; collection labels under `chiptuning`), and every admin text is then
 * read through Payload's `t`, on the server (`req.i18n.t`) and in the browser
 * (`useTranslation`), in the staff member's admin language with Dutch as the fallback.
 */
export const adminLanguages = ['nl', 'en', 'de'] as const
export type AdminLanguage = (typeof adminLanguages)[number]

type Table = Record<string, string>
type Translations = Record<AdminLanguage, Record<string, Table>>

// One table per process, whichever bundle (the config, a view) registers into it first.
const translations = ((globalThis as { [key: symbol]: unknown })[
  Symbol.for('chiptuning.adminTexts')
] ??= { nl: {}, en: {}, de: {} }) as Translations

/** Adds `namespace:key` texts in every admin language; the Dutch table names the keys. */
export function addAdminTexts<K extends string>(
  namespace: string,
  tables: Record<AdminLanguage, Record<K, string>>,
): void {
  for (const language of adminLanguages)
    translations[language][namespace] = {
      ...translations[language][namespace],
      ...tables[language],
    }
}

/** Everything registered, for payload.config's `i18n.translations`. */
export const adminTranslations = (): Translations => translations

/** The language the admin speaks to a staff member: Dutch unless they chose English or German. */
export const adminLanguage = (language: string | undefined): AdminLanguage =>
  language === 'en' || language === 'de' ? language : 'nl'

/**
 * A registered text outside Payload's own `t` (a download's headings, a job's message), with
 * `{{name}}` filled in the way Payload fills it.
 */
export function adminText(
  key: `${string}:${string}`,
  language: string | undefined,
  values: Record<string, string | number> = {},
): string {
  const [namespace, name] = key.split(':') as [string, string]
  const text =
    translations[adminLanguage(language)][namespace]?.[name] ?? translations.nl[namespace]?.[name]
  if (text === undefined) throw new Error(`No admin text ${key}`)
  return text.replace(/\{\{(\w+)\}\}/g, (_, variable: string) => String(values[variable] ?? ''))
}

/** Payload's `t`, typed for a namespace of ours: it reads ours from the same translations. */
export const withAdminKeys = <K extends string>(t: unknown) =>
  t as (key: K, values?: Record<string, string | number>) => string
