import { type ChildProcess, spawn } from 'node:child_process'

import { waitForPort } from './nginx'

export type RedisServer = { url: string; stop: () => Promise<void> }

/**
 * Debian's redis-server on a loopback port, without persistence, stopped by the test; `memory`
 * caps it as production does (`maxmemory` and the policy for a full memory).
 */
export async function startRedis(
  port: number,
  memory?: { max: string; policy: 'allkeys-lru' | 'noeviction' },
): Promise<RedisServer> {
  const limits = memory ? ['--maxmemory', memory.max, '--maxmemory-policy', memory.policy] : []
  const redis: ChildProcess = spawn(
    '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...limits],
    { stdio: 'ignore' },
  )
  await waitForPort(
    port,
    () => redis.exitCode !== null,
    () => 'redis-server did not start',
  )
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (redis.exitCode !== null) return
      redis.kill('SIGTERM')
      await new Promise((resolve) => redis.once('exit', resolve))
    },
  }
}
