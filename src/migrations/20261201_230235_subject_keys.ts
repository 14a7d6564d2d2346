import { type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { emailKey, plateKey } from '@/privacy'

/** The columns that name a customer, each with the key form new writes store it in. */
const subjectColumns = [
  ['bookings', 'customer_email', emailKey],
  ['bookings', 'license_plate', plateKey],
  ['requests', 'email', emailKey],
  ['requests', 'license_plate', plateKey],
  ['waitlist', 'email', emailKey],
  ['booking_mails', 'to', emailKey],
] as const

/**
 * Brings addresses and plates written before the key form (Eva@Example.nl, 16rsl9) into it,
 * so that the exact lookup of one customer's data finds them. Computed in TypeScript with the
 * same rules as the writes: SQLite's lower() knows no letters beyond ASCII.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const [table, column, key] of subjectColumns) {
    const rows = await db.all<{ id: number; value: string | null }>(
      sql`SELECT id, ${sql.identifier(column)} AS value FROM ${sql.identifier(table)}`,
    )
    for (const { id, value } of rows) {
      if (value === null || key(value) === value) continue
      await db.run(
        sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${key(value)} WHERE id = ${id}`,
      )
    }
  }
}

/** The key form is a valid spelling of what was typed: nothing to undo. */
export async function down(): Promise<void> {}
