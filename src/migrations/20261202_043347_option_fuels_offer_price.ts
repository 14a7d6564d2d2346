import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pricing_options_fuels\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pricing_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`pricing_options_fuels_order_idx\` ON \`pricing_options_fuels\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`pricing_options_fuels_parent_idx\` ON \`pricing_options_fuels\` (\`parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_pricing_v_version_options_fuels\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pricing_v_version_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_pricing_v_version_options_fuels_order_idx\` ON \`_pricing_v_version_options_fuels\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_pricing_v_version_options_fuels_parent_idx\` ON \`_pricing_v_version_options_fuels\` (\`parent_id\`);`,
  )
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`order_normal_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`pricing\` DROP COLUMN \`result_page_price\`;`)
  await db.run(sql`ALTER TABLE \`_pricing_v\` DROP COLUMN \`version_result_page_price\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pricing_options_fuels\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_version_options_fuels\`;`)
  await db.run(sql`ALTER TABLE \`pricing\` ADD \`result_page_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`_pricing_v\` ADD \`version_result_page_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`order_normal_price\`;`)
}
