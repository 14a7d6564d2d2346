import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * An engine's fuel becomes one of four values (a select; SQLite keeps it in the same text
 * column, so the schema is unchanged). The free words stored so far (Petrol, Diesel, PHEV,
 * MHEV, Electric, benzine, ...) are mapped the way the site already grouped them
 * (src/catalogue/rules/fuel.ts fuelGroup: diesel first, then hybrid, then electric, anything
 * else petrol), so no engine moves to another group on its year page. An empty fuel stays empty.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`UPDATE \`engines\` SET \`fuel\` = CASE
    WHEN trim(\`fuel\`) = '' THEN NULL
    WHEN lower(\`fuel\`) LIKE '%diesel%' THEN 'diesel'
    WHEN lower(\`fuel\`) LIKE '%phev%' OR lower(\`fuel\`) LIKE '%mhev%'
      OR lower(\`fuel\`) LIKE '%hybrid%' THEN 'hybrid'
    WHEN lower(\`fuel\`) LIKE '%electric%' OR lower(\`fuel\`) LIKE '%elektr%' THEN 'electric'
    ELSE 'petrol'
  END
  WHERE \`fuel\` IS NOT NULL AND \`fuel\` NOT IN ('petrol', 'diesel', 'hybrid', 'electric');`)
}

/** Back to the catalogue's words (PHEV and MHEV come back as Hybrid: the set does not keep them). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`UPDATE \`engines\` SET \`fuel\` = CASE \`fuel\`
    WHEN 'petrol' THEN 'Petrol'
    WHEN 'diesel' THEN 'Diesel'
    WHEN 'hybrid' THEN 'Hybrid'
    WHEN 'electric' THEN 'Electric'
    ELSE \`fuel\`
  END
  WHERE \`fuel\` IS NOT NULL;`)
}
