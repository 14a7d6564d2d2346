import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`role\` text DEFAULT 'employee';`)
  // The accounts from before roles ran the whole workshop: they keep doing so, as owners. New
  // accounts are employees until an owner says otherwise.
  await db.run(sql`UPDATE \`users\` SET \`role\` = 'owner';`)
  await db.run(sql`ALTER TABLE \`audit_log\` ADD \`user_role\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`role\`;`)
  await db.run(sql`ALTER TABLE \`audit_log\` DROP COLUMN \`user_role\`;`)
}
