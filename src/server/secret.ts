/**
 * Development and tests run without set-up on a fixed, clearly marked secret; production
 * refuses it so a real deployment cannot ship with a guessable session key.
 */
export const DEVELOPMENT_SECRET = 'development-only-secret-change-me'

export function payloadSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.PAYLOAD_SECRET?.trim()
  if (secret) return secret
  return DEVELOPMENT_SECRET
}
