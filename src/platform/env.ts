import * as z from 'zod'

/**
 * Development and tests run without set-up on a fixed, clearly marked secret; production
 * refuses it (productionProblems below) so a real deployment cannot ship with a guessable
 * session key.
 */
export const DEVELOPMENT_SECRET = 'development-only-secret-change-me'

/**
 * The staff password the seed falls back to in development and tests. It is published in this
 * repository, so production refuses it both as ADMIN_PASSWORD and as the seed's fallback.
 */
export const DEFAULT_ADMIN_PASSWORD = 'change-this-password'

/** A `KEY=` line in an env file means "not set", as it does for every reader of these values. */
const blankIsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankIsUnset, schema.optional())
const oneOf = (values: [string, ...string[]]) =>
  optional(z.enum(values, { error: `must be ${values.map((v) => `"${v}"`).join(' or ')}` }))
const wholeNumber = (min: number, max: number) =>
  optional(
    z.coerce
      .number({ error: `must be a whole number from ${min} to ${max}` })
      .int(`must be a whole number from ${min} to ${max}`)
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`),
  )

const MIN_SECRET_LENGTH = 32
const MIN_PASSWORD_LENGTH = 12

const isOrigin = (value: string) => {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.origin === value
  } catch {
    return false
  }
}

const isBaseUrl = (value: string) => {
  try {
    const url = new URL(value)
    return /^https?:$/.test(url.protocol) && !url.search && !url.hash && !url.username
  } catch {
    return false
  }
}

/** Every variable the app, its scripts and its build read. .env.example and the README list each. */
export const envSchema = z.object({
  NODE_ENV: oneOf(['development', 'production', 'test']),
  DATABASE_URL: optional(
    z
      .string()
      .regex(
        /^(file:.+|mongodb(\+srv)?:\/\/.+)$/,
        'must start with "file:" (SQLite) or "mongodb://" / "mongodb+srv://" (MongoDB)',
      ),
  ),
  DATABASE_PUSH: oneOf(['true', 'false']),
  PAYLOAD_SECRET: optional(z.string()),
  ADMIN_EMAIL: optional(z.email('must be an e-mail address')),
  ADMIN_PASSWORD: optional(
    z.string().min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`),
  ),
  SITE_URL: optional(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://www.example.nl' }),
  ),
  PORT: wholeNumber(1, 65535),
  MEDIA_DIR: optional(z.string()),
  RESEND_API_KEY: optional(z.string()),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')),
  JOBS_AUTORUN: oneOf(['0', '1']),
  APP_ORIGIN: optional(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. http://app:3000' }),
  ),
  MAIL_FROM: optional(
    z
      .string()
      .regex(
        /^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
        'must be an address or "Name <address>"',
      ),
  ),
  TRUST_PROXY: oneOf(['0', '1', 'true', 'false']),
  RATE_LIMIT_BOOKINGS: wholeNumber(1, 100_000),
  RATE_LIMIT_AVAILABILITY: wholeNumber(1, 100_000),
  RATE_LIMIT_VEHICLE: wholeNumber(1, 100_000),
  RDW_API_BASE: optional(
    z
      .string()
      .refine(isBaseUrl, 'must be an http(s) URL without query, e.g. https://opendata.rdw.nl'),
  ),
  RDW_APP_TOKEN: optional(
    z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'must be a Socrata app token (letters and digits)'),
  ),
  REVIEW_WIDGET_ORIGIN: optional(
    z
      .string()
      .refine(isOrigin, 'must be an https origin without a path, e.g. https://widget.example.com'),
  ),
  GA_MEASUREMENT_ID: optional(
    z.string().regex(/^G-[A-Z0-9]{4,20}$/, 'must be a GA4 measurement id such as G-ABC123XYZ'),
  ),
  REDIS_URL: optional(
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }),
  ),
  RATE_LIMIT_REDIS_URL: optional(
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }),
  ),
  SEED_ON_START: oneOf(['0', '1']),
  PAGE_WARMING: oneOf(['0', '1']),
  SEED_NOTIFY_SITE: oneOf(['0', '1']),
  NEXT_DIST_DIR: optional(z.string()),
  NEXT_OUTPUT: oneOf(['standalone']),
  NEXT_TELEMETRY_DISABLED: oneOf(['0', '1', 'true', 'false']),
  NEXT_MANUAL_SIG_HANDLE: oneOf(['1', 'true']),
  E2E_REBUILD: oneOf(['0', '1']),
})

export type Env = z.infer<typeof envSchema>
export type EnvCheck = { ok: true; env: Env } | { ok: false; problems: string[] }

/** What production refuses on top of the shapes: secrets and passwords anyone can read here. */
function productionProblems(env: Env): string[] {
  const problems: string[] = []
  const secret = env.PAYLOAD_SECRET?.trim()
  if (!secret)
    problems.push(
      'PAYLOAD_SECRET: missing; production needs a long random value, e.g. the output of `openssl rand -hex 32`',
    )
  else if (secret === DEVELOPMENT_SECRET)
    problems.push('PAYLOAD_SECRET: is the published development secret; set a long random value')
  else if (secret.length < MIN_SECRET_LENGTH)
    problems.push(`PAYLOAD_SECRET: must be at least ${MIN_SECRET_LENGTH} characters in production`)
  if (env.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD) {
    problems.push(
      'ADMIN_PASSWORD: is the published default "change-this-password"; choose another (and change it in the admin too if the staff user already exists)',
    )
  }
  return problems
}

/** Checks the environment without printing any value, so secrets never reach a log. */
export function checkEnv(source: Record<string, string | undefined>): EnvCheck {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    }
  }
  const problems = parsed.data.NODE_ENV === 'production' ? productionProblems(parsed.data) : []
  return problems.length > 0 ? { ok: false, problems } : { ok: true, env: parsed.data }
}

export function describeProblems(problems: string[]): string {
  return [
    'Invalid environment (every variable is explained in .env.example):',
    ...problems.map((p) => `  - ${p}`),
  ].join('\n')
}

/**
 * The one reader of settings at run time: a blank value is unset (a `KEY=` line in .env means
 * "the default", never 0 or ""), and every value has the shape the schema gives it. Production's
 * refusals of published secrets are checked once when a server starts (checkEnv).
 */
export function serverEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source)
  if (parsed.success) return parsed.data
  throw new Error(
    describeProblems(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ),
  )
}

/** Requests per minute per client when the environment names no other number. */
export const RATE_LIMIT_DEFAULTS = { bookings: 10, availability: 60, vehicle: 20 } as const

/** The checked environment, or an error whose message lists every bad variable. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = checkEnv(source)
  if (!result.ok) throw new Error(describeProblems(result.problems))
  return result.env
}
