import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`hero_images_home_alt\` text,
  	\`hero_images_services_alt\` text,
  	\`hero_images_local_alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`,
  )
  await db.run(
    sql`ALTER TABLE \`site_settings\` ADD \`hero_images_home_image_id\` integer REFERENCES media(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`site_settings\` ADD \`hero_images_services_image_id\` integer REFERENCES media(id);`,
  )
  await db.run(
    sql`ALTER TABLE \`site_settings\` ADD \`hero_images_local_image_id\` integer REFERENCES media(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`site_settings_hero_images_home_hero_images_home_image_idx\` ON \`site_settings\` (\`hero_images_home_image_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`site_settings_hero_images_services_hero_images_services__idx\` ON \`site_settings\` (\`hero_images_services_image_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`site_settings_hero_images_local_hero_images_local_image_idx\` ON \`site_settings\` (\`hero_images_local_image_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`business_name\` text NOT NULL,
  	\`logo_id\` integer,
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
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_site_settings\`("id", "business_name", "logo_id", "address_street", "address_postcode", "address_city", "address_country", "address_latitude", "address_longitude", "kvk", "vat", "phone", "whatsapp", "email", "appointment_email", "on_site_fee_per_km", "review_widget_enabled", "review_widget_script_url", "review_widget_widget_id", "analytics_id", "updated_at", "created_at") SELECT "id", "business_name", "logo_id", "address_street", "address_postcode", "address_city", "address_country", "address_latitude", "address_longitude", "kvk", "vat", "phone", "whatsapp", "email", "appointment_email", "on_site_fee_per_km", "review_widget_enabled", "review_widget_script_url", "review_widget_widget_id", "analytics_id", "updated_at", "created_at" FROM \`site_settings\`;`,
  )
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
}
