/** A Payload label in the staff member's language; Dutch is the admin's default. */
export const label = (nl: string, en: string, de: string) => ({ nl, en, de })

/** Select options with a label per language, from a table of value -> [nl, en, de]. */
export const options = <V extends string>(table: Record<V, readonly [string, string, string]>) =>
  (Object.entries(table) as [V, readonly [string, string, string]][]).map(
    ([value, [nl, en, de]]) => ({
      value,
      label: { nl, en, de },
    }),
  )
