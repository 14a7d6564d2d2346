import { DEVELOPMENT_SECRET, type Env, serverEnv } from './env'

export { DEFAULT_ADMIN_PASSWORD, DEVELOPMENT_SECRET } from './env'

/** Payload's signing key; outside production the published development one (env.ts refuses it there). */
export function payloadSecret(env: Pick<Env, 'PAYLOAD_SECRET'> = serverEnv()): string {
  return env.PAYLOAD_SECRET?.trim() || DEVELOPMENT_SECRET
}
