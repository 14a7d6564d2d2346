import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pricing\` ADD \`stage2_result_max_gain\` numeric DEFAULT 60;`)
  await db.run(
    sql`ALTER TABLE \`_pricing_v\` ADD \`version_stage2_result_max_gain\` numeric DEFAULT 60;`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pricing\` DROP COLUMN \`stage2_result_max_gain\`;`)
  await db.run(sql`ALTER TABLE \`_pricing_v\` DROP COLUMN \`version_stage2_result_max_gain\`;`)
}
