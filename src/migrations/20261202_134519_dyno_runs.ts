import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`dyno_runs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`engine_id\` integer,
  	\`date\` text NOT NULL,
  	\`booking_id\` integer,
  	\`before_csv\` text NOT NULL,
  	\`after_csv\` text NOT NULL,
  	\`before_peak_hp\` numeric,
  	\`before_peak_nm\` numeric,
  	\`after_peak_hp\` numeric,
  	\`after_peak_nm\` numeric,
  	\`before\` text,
  	\`after\` text,
  	\`published\` integer DEFAULT false,
  	\`demo\` integer DEFAULT false,
  	\`report_sent_at\` text,
  	\`report_token_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`engine_id\`) REFERENCES \`engines\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`booking_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`dyno_runs_engine_idx\` ON \`dyno_runs\` (\`engine_id\`);`)
  await db.run(sql`CREATE INDEX \`dyno_runs_date_idx\` ON \`dyno_runs\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`dyno_runs_booking_idx\` ON \`dyno_runs\` (\`booking_id\`);`)
  await db.run(sql`CREATE INDEX \`dyno_runs_published_idx\` ON \`dyno_runs\` (\`published\`);`)
  await db.run(
    sql`CREATE INDEX \`dyno_runs_report_token_hash_idx\` ON \`dyno_runs\` (\`report_token_hash\`);`,
  )
  await db.run(sql`CREATE INDEX \`dyno_runs_updated_at_idx\` ON \`dyno_runs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`dyno_runs_created_at_idx\` ON \`dyno_runs\` (\`created_at\`);`)
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`dyno_runs_id\` integer REFERENCES dyno_runs(id);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_dyno_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`dyno_runs_id\`);`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`dyno_runs\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`bookings_id\` integer,
  	\`waitlist_id\` integer,
  	\`requests_id\` integer,
  	\`brands_id\` integer,
  	\`models_id\` integer,
  	\`build_years_id\` integer,
  	\`engines_id\` integer,
  	\`catalogue_imports_id\` integer,
  	\`pages_id\` integer,
  	\`faqs_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`booking_mails_id\` integer,
  	\`redirects_id\` integer,
  	\`job_runners_id\` integer,
  	\`audit_log_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bookings_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`waitlist_id\`) REFERENCES \`waitlist\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`requests_id\`) REFERENCES \`requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`brands_id\`) REFERENCES \`brands\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`models_id\`) REFERENCES \`models\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`build_years_id\`) REFERENCES \`build_years\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`engines_id\`) REFERENCES \`engines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`catalogue_imports_id\`) REFERENCES \`catalogue_imports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`booking_mails_id\`) REFERENCES \`booking_mails\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_runners_id\`) REFERENCES \`job_runners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "bookings_id", "waitlist_id", "requests_id", "brands_id", "models_id", "build_years_id", "engines_id", "catalogue_imports_id", "pages_id", "faqs_id", "media_id", "users_id", "booking_mails_id", "redirects_id", "job_runners_id", "audit_log_id") SELECT "id", "order", "parent_id", "path", "bookings_id", "waitlist_id", "requests_id", "brands_id", "models_id", "build_years_id", "engines_id", "catalogue_imports_id", "pages_id", "faqs_id", "media_id", "users_id", "booking_mails_id", "redirects_id", "job_runners_id", "audit_log_id" FROM \`payload_locked_documents_rels\`;`,
  )
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(
    sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`,
  )
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
    sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_waitlist_id_idx\` ON \`payload_locked_documents_rels\` (\`waitlist_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`requests_id\`);`,
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
    sql`CREATE INDEX \`payload_locked_documents_rels_catalogue_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`catalogue_imports_id\`);`,
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
    sql`CREATE INDEX \`payload_locked_documents_rels_booking_mails_id_idx\` ON \`payload_locked_documents_rels\` (\`booking_mails_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_job_runners_id_idx\` ON \`payload_locked_documents_rels\` (\`job_runners_id\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`,
  )
}
