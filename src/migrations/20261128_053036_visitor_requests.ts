import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`license_plate\` text NOT NULL,
  	\`vehicle\` text,
  	\`brand\` text,
  	\`model\` text,
  	\`build_year\` text,
  	\`engine\` text,
  	\`horsepower\` numeric,
  	\`message\` text,
  	\`locale\` text,
  	\`page\` text,
  	\`book_on\` text,
  	\`booking_id\` integer,
  	\`idempotency_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`booking_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`requests_status_idx\` ON \`requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`requests_booking_idx\` ON \`requests\` (\`booking_id\`);`)
  await db.run(
    sql`CREATE UNIQUE INDEX \`requests_idempotency_key_idx\` ON \`requests\` (\`idempotency_key\`);`,
  )
  await db.run(sql`CREATE INDEX \`requests_updated_at_idx\` ON \`requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`requests_created_at_idx\` ON \`requests\` (\`created_at\`);`)
  await db.run(
    sql`ALTER TABLE \`booking_mails\` ADD \`request_id\` integer REFERENCES requests(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`booking_mails_request_idx\` ON \`booking_mails\` (\`request_id\`);`,
  )
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`requests_id\` integer REFERENCES requests(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`requests_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_booking_mails\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`booking_id\` integer,
  	\`kind\` text NOT NULL,
  	\`state\` text DEFAULT 'queued' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`sent_at\` text,
  	\`to\` text NOT NULL,
  	\`reply_to\` text,
  	\`subject\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`calendar\` text,
  	\`last_error\` text,
  	\`key\` text,
  	\`secret\` text,
  	\`resend\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`booking_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_booking_mails\`("id", "booking_id", "kind", "state", "attempts", "sent_at", "to", "reply_to", "subject", "text", "calendar", "last_error", "key", "secret", "resend", "updated_at", "created_at") SELECT "id", "booking_id", "kind", "state", "attempts", "sent_at", "to", "reply_to", "subject", "text", "calendar", "last_error", "key", "secret", "resend", "updated_at", "created_at" FROM \`booking_mails\`;`,
  )
  await db.run(sql`DROP TABLE \`booking_mails\`;`)
  await db.run(sql`ALTER TABLE \`__new_booking_mails\` RENAME TO \`booking_mails\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(
    sql`CREATE INDEX \`booking_mails_booking_idx\` ON \`booking_mails\` (\`booking_id\`);`,
  )
  await db.run(sql`CREATE INDEX \`booking_mails_state_idx\` ON \`booking_mails\` (\`state\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`booking_mails_key_idx\` ON \`booking_mails\` (\`key\`);`)
  await db.run(
    sql`CREATE INDEX \`booking_mails_updated_at_idx\` ON \`booking_mails\` (\`updated_at\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`booking_mails_created_at_idx\` ON \`booking_mails\` (\`created_at\`);`,
  )
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`brands_id\` integer,
  	\`models_id\` integer,
  	\`build_years_id\` integer,
  	\`engines_id\` integer,
  	\`pages_id\` integer,
  	\`faqs_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`bookings_id\` integer,
  	\`booking_mails_id\` integer,
  	\`redirects_id\` integer,
  	\`catalogue_imports_id\` integer,
  	\`job_runners_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`models_id\`) REFERENCES \`models\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`build_years_id\`) REFERENCES \`build_years\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`engines_id\`) REFERENCES \`engines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bookings_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booking_mails_id\`) REFERENCES \`booking_mails\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`catalogue_imports_id\`) REFERENCES \`catalogue_imports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_runners_id\`) REFERENCES \`job_runners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "brands_id", "models_id", "build_years_id", "engines_id", "pages_id", "faqs_id", "media_id", "users_id", "bookings_id", "booking_mails_id", "redirects_id", "catalogue_imports_id", "job_runners_id") SELECT "id", "order", "parent_id", "path", "brands_id", "models_id", "build_years_id", "engines_id", "pages_id", "faqs_id", "media_id", "users_id", "bookings_id", "booking_mails_id", "redirects_id", "catalogue_imports_id", "job_runners_id" FROM \`payload_locked_documents_rels\`;`,
  )
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(
    sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_brands_id_idx\` ON \`payload_locked_documents_rels\` (\`brands_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_models_id_idx\` ON \`payload_locked_documents_rels\` (\`models_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_build_years_id_idx\` ON \`payload_locked_documents_rels\` (\`build_years_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_engines_id_idx\` ON \`payload_locked_documents_rels\` (\`engines_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_booking_mails_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_mails_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_catalogue_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`catalogue_imports_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_job_runners_id_idx\` ON \`payload_locked_documents_rels\` (\`job_runners_id\`);`,
  )
}
