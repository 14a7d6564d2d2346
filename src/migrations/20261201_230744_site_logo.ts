import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(
    sql`ALTER TABLE \`site_settings\` ADD \`logo_id\` integer REFERENCES media(id) ON UPDATE no action ON DELETE set null;`,
  )
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`business_name\` text NOT NULL,
  	\`address_street\` text NOT NULL,
  	\`address_postcode\` text NOT NULL,
  	\`address_city\` text NOT NULL,
  	\`address_country\` text DEFAULT 'NL',
  	\`address_latitude\` numeric,
  	\`address_longitude\` numeric,
  	\`kvk\` text,
  	\`vat\` text,
  	\`phone\` text NOT NULL,
  	\`whatsapp\` text,
  	\`email\` text NOT NULL,
  	\`appointment_email\` text NOT NULL,
  	\`on_site_fee_per_km\` numeric DEFAULT 0.7 NOT NULL,
  	\`review_widget_enabled\` integer DEFAULT false,
  	\`review_widget_script_url\` text,
  	\`review_widget_widget_id\` text,
  	\`analytics_id\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_site_settings\`("id", "business_name", "address_street", "address_postcode", "address_city", "address_country", "address_latitude", "address_longitude", "kvk", "vat", "phone", "whatsapp", "email", "appointment_email", "on_site_fee_per_km", "review_widget_enabled", "review_widget_script_url", "review_widget_widget_id", "analytics_id", "updated_at", "created_at") SELECT "id", "business_name", "address_street", "address_postcode", "address_city", "address_country", "address_latitude", "address_longitude", "kvk", "vat", "phone", "whatsapp", "email", "appointment_email", "on_site_fee_per_km", "review_widget_enabled", "review_widget_script_url", "review_widget_widget_id", "analytics_id", "updated_at", "created_at" FROM \`site_settings\`;`,
  )
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
