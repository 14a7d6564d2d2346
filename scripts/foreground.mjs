// Runs a server as a child process whose stop we control, for serve, start and the e2e server.
import { spawn } from 'node:child_process'

/** What a process that stopped on its own handler for these signals exits with (128 + number). */
const stopCodes = { SIGINT: 130, SIGTERM: 143 }

/**
 * SIGTERM (a container stop) or SIGINT (Ctrl+C) goes to the child, and this process exits only
 * when the child has: Next's start server closes its listener, lets in-flight requests (a
 * booking being stored) finish and then exits. A stop we asked for exits 0; a child still
 * running after `graceMs` is killed and reported as a failure.
 * `ipc` opens a message channel to the child; `onStop` runs first when a stop signal arrives.
 *
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, graceMs?: number, ipc?: boolean, onStop?: () => void }} [options]
 */
export function runInForeground(command, args, { env = process.env, cwd, graceMs = 25_000, ipc = false, onStop } = {}) {
  const child = spawn(command, args, { cwd, env, stdio: ipc ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit' })
  /** @type {'SIGINT' | 'SIGTERM' | null} */
  let stopping = null
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => {
      if (stopping) return
      stopping = signal
      onStop?.()
      child.kill(signal)
      setTimeout(() => {
        console.error(
          `The server did not stop within ${graceMs / 1000} s of ${signal}; killing it.`,
        )
        child.kill('SIGKILL')
      }, graceMs).unref()
    })
  }
  child.on('exit', (code, signal) => {
    const stoppedAsAsked =
      stopping !== null && (code === 0 || code === stopCodes[stopping] || signal === stopping)
    process.exit(stoppedAsAsked ? 0 : (code ?? 1))
  })
  return child
}
