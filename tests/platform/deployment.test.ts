import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const read = (file: string) => fs.readFileSync(path.resolve(file), 'utf8')

type Service = {
  image?: string
  profiles?: string[]
  deploy?: { replicas?: number }
  networks?: Record<string, { aliases?: string[] }>
  expose?: string[]
  build?: { context?: string; args?: Record<string, string> }
  command?: string[]
  env_file?: string | string[]
  environment?: Record<string, string>
  ports?: string[]
  volumes?: string[]
  depends_on?: Record<string, { condition?: string }>
  healthcheck?: { test?: string[] }
}
type Compose = { services: Record<string, Service>; volumes?: Record<string, unknown> }

const compose = (file: string) => parse(read(file)) as Compose
const namedVolumes = (service: Service) =>
  Object.fromEntries(
    (service.volumes ?? []).map((v) => v.split(':')).map(([name, target]) => [target, name]),
  )

/** Dockerfile instructions per stage, continuation lines joined. */
function dockerStages(text: string) {
  const lines = text
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
  const stages: { from: string; name: string; lines: string[] }[] = []
  const globalArgs: string[] = []
  for (const line of lines) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line)
    if (from) stages.push({ from: from[1]!, name: from[2] ?? '', lines: [] })
    else if (stages.length === 0) globalArgs.push(line)
    else stages.at(-1)!.lines.push(line)
  }
  return { stages, globalArgs }
}

describe('docker-compose.yml: the site on a MongoDB replica set', () => {
  const file = compose('docker-compose.yml')
  const app = file.services.app!
  const mongo = file.services.mongo!

  it('builds the app from the Dockerfile and reads its secrets from .env', () => {
    expect(app.build?.context).toBe('.')
    expect([app.env_file].flat()).toContain('.env')
    for (const secret of ['PAYLOAD_SECRET', 'ADMIN_PASSWORD'])
      expect(app.environment).not.toHaveProperty(secret)
  })

  it('points the app at the replica set and starts it only once MongoDB is healthy', () => {
    expect(app.environment?.DATABASE_URL).toMatch(/^mongodb:\/\/mongo:27017\/\w+\?replicaSet=rs0$/)
    expect(app.depends_on?.mongo?.condition).toBe('service_healthy')
    expect(mongo.command).toEqual(expect.arrayContaining(['--replSet', 'rs0']))
  })

  it('initiates the replica set in the health check and is healthy only as primary', () => {
    const test = (mongo.healthcheck?.test ?? []).join(' ')
    expect(test).toMatch(
      /rs\.initiate\(\{ _id: 'rs0', members: \[\{ _id: 0, host: 'mongo:27017' \}\] \}\)/,
    )
    expect(test).toContain('isWritablePrimary')
  })

  it('keeps data on named volumes and MongoDB off the public network', () => {
    expect(namedVolumes(mongo)['/data/db']).toBe('mongo-data')
    expect(namedVolumes(app)[app.environment!.MEDIA_DIR!]).toBe('media')
    expect(Object.keys(file.volumes ?? {})).toEqual(expect.arrayContaining(['mongo-data', 'media']))
    for (const port of mongo.ports ?? []) expect(port).toMatch(/^127\.0\.0\.1:/)
  })
})

describe('docker-compose.yml: the scale profile', () => {
  const file = compose('docker-compose.yml')
  const { app, nginx, redis } = file.services
  const replica = file.services['app-replica']!

  it('adds two app replicas answering to the name nginx proxies to, sharing Redis', () => {
    expect(replica.profiles).toEqual(['scale'])
    expect(redis?.profiles).toEqual(['scale'])
    expect(replica.deploy?.replicas).toBe(2)
    expect(replica.networks?.default?.aliases).toContain('app')
    expect(replica.environment?.REDIS_URL).toBe('redis://redis:6379')
    expect(replica.environment?.DATABASE_URL).toBe(app!.environment?.DATABASE_URL)
    expect(replica.environment?.SEED_ON_START).toBe('0')
    expect(app!.environment?.REDIS_URL).toBe('${REDIS_URL:-}')
    expect(nginx!.depends_on?.['app-replica']?.condition).toBe('service_healthy')
    expect(replica.image).toBe(app!.image)
  })

  it('keeps the limits’ counters in a Redis of their own that never evicts, apart from the cache', () => {
    const limits = file.services['redis-limits']!
    const policy = (service: Service) =>
      service.command?.[service.command.indexOf('--maxmemory-policy') + 1]
    expect(limits.profiles).toEqual(['scale'])
    expect(policy(limits)).toBe('noeviction')
    expect(policy(redis!)).toBe('allkeys-lru')
    expect(replica.environment?.RATE_LIMIT_REDIS_URL).toBe('redis://redis-limits:6379')
    expect(replica.depends_on?.['redis-limits']?.condition).toBe('service_healthy')
    expect(app!.environment?.RATE_LIMIT_REDIS_URL).toBe('${RATE_LIMIT_REDIS_URL:-}')
    expect(file.services.worker!.environment?.RATE_LIMIT_REDIS_URL).toBe(
      app!.environment?.RATE_LIMIT_REDIS_URL,
    )
  })

  it('runs jobs in one worker of the same image, never in an app process', () => {
    const worker = file.services.worker!
    expect(worker.profiles).toBeUndefined()
    expect(worker.image).toBe(app!.image)
    expect(worker.environment?.JOBS_AUTORUN).toBe('1')
    expect(app!.environment?.JOBS_AUTORUN).toBe('0')
    expect(replica.environment?.JOBS_AUTORUN).toBe('0')
    expect(worker.deploy?.replicas ?? 1).toBe(1)
    // Not behind nginx: it serves no visitors, and it reaches an app to refresh the cache.
    expect(worker.networks?.default?.aliases ?? []).not.toContain('app')
    expect(worker.ports).toBeUndefined()
    expect(worker.environment?.APP_ORIGIN).toBe('http://app:3000')
    expect(worker.environment?.DATABASE_URL).toBe(app!.environment?.DATABASE_URL)
    expect(worker.environment?.REDIS_URL).toBe(app!.environment?.REDIS_URL)
    expect(namedVolumes(worker)['/app/media']).toBe('media')
  })
})

/** Both set-ups publish nginx only; the app is reachable inside the compose network alone. */
describe.each(['docker-compose.yml', 'docker-compose.sqlite.yml'])('%s: nginx in front', (name) => {
  const file = compose(name)
  const app = file.services.app!
  const nginx = file.services.nginx!

  it('publishes nginx on PORT and never the app itself', () => {
    expect(nginx.image).toMatch(/^nginx:[\w.-]*alpine$/)
    expect(nginx.ports).toEqual(['${PORT:-3000}:80'])
    expect(app.ports).toBeUndefined()
    expect(app.expose).toEqual(['3000'])
    expect(app.environment?.PORT).toBe('3000')
    expect(nginx.environment?.APP_UPSTREAM).toBe('app:3000')
    expect(nginx.environment?.LISTEN_PORT).toBe('80')
    expect(nginx.depends_on?.app?.condition).toBe('service_healthy')
  })

  it("mounts the repository's nginx template and trusts only the proxy's own address entry", () => {
    expect(nginx.volumes).toContain('./deploy/nginx/templates:/etc/nginx/templates:ro')
    expect(fs.existsSync('deploy/nginx/templates/site.conf.template')).toBe(true)
    expect(app.environment?.TRUST_PROXY).toBe('1')
  })

  it('fills in every value the template names', () => {
    const template = read('deploy/nginx/templates/site.conf.template')
    const named = new Set([...template.matchAll(/\$\{([A-Z_]+)\}/g)].map((m) => m[1]!))
    expect([...named].sort()).toEqual(Object.keys(nginx.environment ?? {}).sort())
  })
})

describe('docker-compose.sqlite.yml: the site alone on SQLite', () => {
  const file = compose('docker-compose.sqlite.yml')
  const app = file.services.app!

  it('runs only the app and nginx, with the database file and uploads on named volumes', () => {
    expect(Object.keys(file.services).sort()).toEqual(['app', 'nginx'])
    expect(app.build?.context).toBe('.')
    expect([app.env_file].flat()).toContain('.env')
    const database = /^file:(\/.+)\/[^/]+\.db$/.exec(app.environment?.DATABASE_URL ?? '')
    expect(database).not.toBeNull()
    const volumes = namedVolumes(app)
    expect(volumes[database![1]!]).toBe('data')
    expect(volumes[app.environment!.MEDIA_DIR!]).toBe('media')
    expect(Object.keys(file.volumes ?? {})).toEqual(expect.arrayContaining(['data', 'media']))
    expect(app.depends_on).toBeUndefined()
  })
})

describe('Dockerfile', () => {
  const { stages, globalArgs } = dockerStages(read('Dockerfile'))
  const runner = stages.at(-1)!
  const build = stages.find((s) => s.lines.some((l) => /next\/dist\/bin\/next build/.test(l)))!

  it('builds on the Node major that package.json allows', () => {
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node
    const major = /(\d+)/.exec(engines)![1]
    // The exact version is held to the lock file by runtime-versions.test.ts; here its major.
    expect(globalArgs.some((arg) => arg.startsWith(`ARG NODE_VERSION=${major}.`))).toBe(true)
    expect(stages[0]!.from).toBe('node:${NODE_VERSION}-bookworm-slim')
    expect(stages.length).toBeGreaterThanOrEqual(3)
  })

  it('builds the standalone server and ships only it, as a non-root user', () => {
    expect(build.lines.join('\n')).toMatch(/NEXT_OUTPUT=standalone/)
    const copies = runner.lines.filter((l) => l.startsWith('COPY'))
    expect(copies.some((l) => l.includes('/app/.next/standalone'))).toBe(true)
    expect(copies.some((l) => /node_modules/.test(l))).toBe(false)
    const user = runner.lines.findIndex((l) => l.startsWith('USER'))
    expect(runner.lines[user]).toBe('USER node')
    expect(user).toBeLessThan(runner.lines.findIndex((l) => l.startsWith('CMD')))
  })

  it("runs Next's server as the container's own process, so SIGTERM reaches the site's own stop", () => {
    expect(runner.lines.at(-1)).toBe('CMD ["node", "server.js"]')
    expect(runner.lines.join('\n')).toMatch(/NEXT_MANUAL_SIG_HANDLE=true/)
  })

  it('keeps the database and uploads on volumes, seeds an empty database and checks /api/health', () => {
    const text = runner.lines.join('\n')
    expect(text).toMatch(/DATABASE_URL=file:\/app\/data\/site\.db/)
    expect(text).toMatch(/MEDIA_DIR=\/app\/media/)
    expect(text).toContain('VOLUME ["/app/data", "/app/media"]')
    expect(text).toMatch(/SEED_ON_START=1/)
    expect(text).toMatch(/HOSTNAME=0\.0\.0\.0/)
    expect(text).toMatch(/HEALTHCHECK .*\/api\/health/)
  })

  it('leaves local databases, uploads, builds and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n')
    for (const entry of ['node_modules', '.next', 'data', 'media', 'backups', '.env'])
      expect(ignored).toContain(entry)
    expect(ignored).toContain('!.env.example')
  })
})
