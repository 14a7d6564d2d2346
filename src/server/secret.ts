/**
 * Development and tests run without set-up on a fixed, clearly marked secret; production
 * refuses it (src/server/env.ts) so a real deployment cannot ship with a guessable session key.
 */
export const DEVELOPMENT_SECRET = 'development-only-secret-change-me'

/**
 * The staff password the seed falls back to in development and tests. It is published in this
 * repository, so production refuses it both as ADMIN_PASSWORD and as the seed's fallback.
 */
export const DEFAULT_ADMIN_PASSWORD = 'change-this-password'

export function payloadSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.PAYLOAD_SECRET?.trim()
  if (secret) return secret
  return DEVELOPMENT_SECRET
}
