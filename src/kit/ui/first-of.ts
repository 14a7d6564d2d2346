/**
 * Runs `run` once, on the first of these events at `target` (caught on the way down, before a
 * page's own handlers); returns what stops listening, for a component that leaves first.
 */
export function onFirstOf(
  target: EventTarget,
  types: readonly string[],
  run: () => void,
): () => void {
  const stop = () => {
    for (const type of types) target.removeEventListener(type, once, true)
  }
  function once() {
    stop()
    run()
  }
  for (const type of types) target.addEventListener(type, once, true)
  return stop
}
