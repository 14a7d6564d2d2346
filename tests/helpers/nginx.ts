import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const NGINX = '/usr/sbin/nginx'
const TEMPLATE = path.resolve('deploy/nginx/templates/site.conf.template')

/** The repository's template with its `${NAME}` values filled in, as the nginx image does. */
export function renderSiteConfig(values: Record<string, string>): string {
  return fs.readFileSync(TEMPLATE, 'utf8').replace(/\$\{([A-Z_]+)\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`the nginx template needs ${name}`)
    return value
  })
}

export type Nginx = {
  origin: string
  port: number
  errorLog: () => string
  accessLog: () => string
  stop: () => Promise<void>
}

/**
 * Debian's nginx on a loopback port with the repository's site config inside a minimal main
 * config (what the official image's nginx.conf provides), everything under one temporary folder.
 */
export async function startNginx({
  port,
  upstream,
}: {
  port: number
  upstream: string
}): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'))
  const site = renderSiteConfig({
    APP_UPSTREAM: upstream,
    LISTEN_PORT: `127.0.0.1:${port}`,
    CACHE_DIR: path.join(dir, 'cache'),
    ACCESS_LOG: path.join(dir, 'access.log'),
  })
  const main = `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  sendfile on;
${site}
}
`
  const config = path.join(dir, 'nginx.conf')
  fs.writeFileSync(config, main)
  const child: ChildProcess = spawn(
    NGINX,
    ['-c', config, '-p', `${dir}/`, '-e', `${dir}/error.log`],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await waitForPort(
    port,
    () => child.exitCode !== null,
    () => `nginx did not start: ${stderr}`,
  )
  const read = (file: string) =>
    fs.existsSync(path.join(dir, file)) ? fs.readFileSync(path.join(dir, file), 'utf8') : ''
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    errorLog: () => read('error.log'),
    accessLog: () => read('access.log'),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

export async function waitForPort(
  port: number,
  failed: () => boolean,
  message: () => string,
  timeoutMs = 10_000,
) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (failed()) break
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(message())
}
