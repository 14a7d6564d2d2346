/**
 * A form as the browser sends it without script (application/x-www-form-urlencoded), read into
 * the plain object the feature's zod schema takes: one text per name (the first, as a server
 * reading a form would), a ticked checkbox as `true`. The same schema then judges the JSON a
 * form sends with script and these fields, so both ways in refuse and accept the same input.
 */
export type FormFields = Record<string, string>

export function formFields(body: string): FormFields {
  const fields: FormFields = {}
  for (const [name, value] of new URLSearchParams(body)) fields[name] ??= value
  return fields
}

/** A checkbox sends its value ("on" unless it names one) only when ticked. */
export const ticked = (value: string | undefined) => value !== undefined && value !== ''

/** The named fields as texts, an unsent one as empty (the schema says what is missing). */
export function texts<const Name extends string>(
  fields: FormFields,
  names: readonly Name[],
): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, fields[name] ?? ''])) as Record<Name, string>
}
