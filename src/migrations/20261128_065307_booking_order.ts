import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`bookings_order_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`price\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`bookings_order_lines_order_idx\` ON \`bookings_order_lines\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`bookings_order_lines_parent_id_idx\` ON \`bookings_order_lines\` (\`_parent_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`order_total\` numeric;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`order_promotion\` integer;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`bookings_order_lines\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`order_total\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`order_promotion\`;`)
}
