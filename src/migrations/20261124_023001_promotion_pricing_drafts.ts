import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_promotion_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_active\` integer DEFAULT true,
  	\`version_normal_price\` numeric,
  	\`version_promo_price\` numeric,
  	\`version_valid_until\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_promotion_v_version_version__status_idx\` ON \`_promotion_v\` (\`version__status\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promotion_v_created_at_idx\` ON \`_promotion_v\` (\`created_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_promotion_v_updated_at_idx\` ON \`_promotion_v\` (\`updated_at\`);`,
  )
  await db.run(sql`CREATE INDEX \`_promotion_v_snapshot_idx\` ON \`_promotion_v\` (\`snapshot\`);`)
  await db.run(
    sql`CREATE INDEX \`_promotion_v_published_locale_idx\` ON \`_promotion_v\` (\`published_locale\`);`,
  )
  await db.run(sql`CREATE INDEX \`_promotion_v_latest_idx\` ON \`_promotion_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_promotion_v_locales\` (
  	\`version_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_promotion_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_promotion_v_locales_locale_parent_id_unique\` ON \`_promotion_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_pricing_v_version_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`price\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_pricing_v_version_options_order_idx\` ON \`_pricing_v_version_options\` (\`_order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`_pricing_v_version_options_parent_id_idx\` ON \`_pricing_v_version_options\` (\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_pricing_v_version_options_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v_version_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_pricing_v_version_options_locales_locale_parent_id_unique\` ON \`_pricing_v_version_options_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(sql`CREATE TABLE \`_pricing_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_stage1_fallback\` numeric,
  	\`version_option_from\` numeric,
  	\`version_stage2_max_gain\` numeric,
  	\`version_result_page_engine\` text,
  	\`version_result_page_stock_hp\` numeric,
  	\`version_result_page_tuned_hp\` numeric,
  	\`version_result_page_stock_nm\` numeric,
  	\`version_result_page_tuned_nm\` numeric,
  	\`version_result_page_price\` numeric,
  	\`version_result_page_warranty_years\` numeric,
  	\`version_result_page_rating\` numeric,
  	\`version_result_page_review_count\` numeric,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(
    sql`CREATE INDEX \`_pricing_v_version_version__status_idx\` ON \`_pricing_v\` (\`version__status\`);`,
  )
  await db.run(sql`CREATE INDEX \`_pricing_v_created_at_idx\` ON \`_pricing_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_updated_at_idx\` ON \`_pricing_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_snapshot_idx\` ON \`_pricing_v\` (\`snapshot\`);`)
  await db.run(
    sql`CREATE INDEX \`_pricing_v_published_locale_idx\` ON \`_pricing_v\` (\`published_locale\`);`,
  )
  await db.run(sql`CREATE INDEX \`_pricing_v_latest_idx\` ON \`_pricing_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v_locales\` (
  	\`version_result_page_duration\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`_pricing_v_locales_locale_parent_id_unique\` ON \`_pricing_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  // The live rows only ever hold published values (drafts go to the version tables above), so
  // they keep their NOT NULL rules and gain only the status column. The generator rebuilt them
  // to relax NOT NULL, copying a _status column the old tables lack; and Payload runs each
  // migration in a transaction, where SQLite ignores PRAGMA foreign_keys=OFF, so dropping a
  // parent table would cascade to its translations and option rows.
  await db.run(sql`ALTER TABLE \`promotion\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`promotion__status_idx\` ON \`promotion\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`pricing\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`pricing__status_idx\` ON \`pricing\` (\`_status\`);`)
  // What the site shows today was published: visitors keep reading it.
  await db.run(sql`UPDATE \`promotion\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`pricing\` SET \`_status\` = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_promotion_v\`;`)
  await db.run(sql`DROP TABLE \`_promotion_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_version_options\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_version_options_locales\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_locales\`;`)
  await db.run(sql`DROP INDEX \`promotion__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`promotion\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`pricing__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`pricing\` DROP COLUMN \`_status\`;`)
}
