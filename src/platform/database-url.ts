import path from 'node:path'

export const DEFAULT_DATABASE_URL = 'file:./data/site.db'

export type DatabaseChoice =
  { kind: 'sqlite'; url: string; file: string } | { kind: 'mongodb'; url: string }

/** `DATABASE_URL` picks the store: unset or `file:` is SQLite, `mongodb(+srv)://` is MongoDB. */
export function resolveDatabase(url: string | undefined): DatabaseChoice {
  const value = url?.trim() || DEFAULT_DATABASE_URL
  if (/^mongodb(\+srv)?:\/\//.test(value)) return { kind: 'mongodb', url: value }
  if (value.startsWith('file:')) {
    const file = path.resolve(value.slice('file:'.length))
    return { kind: 'sqlite', url: `file:${file}`, file }
  }
  throw new Error(
    `DATABASE_URL must start with "file:" (SQLite) or "mongodb://" / "mongodb+srv://" (MongoDB); got "${value}".`,
  )
}
