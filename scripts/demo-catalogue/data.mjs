// Reads the vehicle tables under seed/demo-catalogue and resolves every generation to its list of
// engines. The file layout and the shapes are described in seed/README.md.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Engine type codes of the data files: CSV fuel code and aspiration (turbo unless said). */
const ENGINE_TYPES = {
  P: { fuel: 'P', asp: 'turbo' },
  NA: { fuel: 'P', asp: 'na' },
  SC: { fuel: 'P', asp: 'sc' },
  D: { fuel: 'D', asp: 'turbo' },
  MH: { fuel: 'MH', asp: 'turbo' },
  PH: { fuel: 'PH', asp: 'turbo' },
  HY: { fuel: 'H', asp: 'na' },
  HYT: { fuel: 'H', asp: 'turbo' },
  HYSC: { fuel: 'H', asp: 'sc' },
  EV: { fuel: 'E', asp: 'na' },
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'))

/**
 * Adds `file`'s definitions to `into`, each remembered as `file key` so that `used` can tell
 * which ones a generation lists. A key defined twice would make references ambiguous.
 */
function merge(into, from, file) {
  for (const [key, value] of Object.entries(from ?? {})) {
    if (key in into) throw new Error(`${file}: "${key}" is defined twice`)
    into[key] = { value, id: `${file} ${key}` }
  }
}

/**
 * One brand's generations with their engines resolved, in file order: the CSV keeps it.
 * @returns {{ brand: string, model: string, years: string, engines: object[] }[]}
 */
function brandGenerations(dir, file, ecus, used) {
  const doc = readJson(join(dir, 'brands', `${file}.json`))
  // No prototype: a key such as "constructor" must be unknown, not Object's own.
  const engines = Object.create(null)
  const lineups = Object.create(null)
  for (const set of doc.engineSets ?? []) {
    const shared = readJson(join(dir, 'engine-sets', `${set}.json`))
    merge(engines, shared.engines, `engine-sets/${set}.json`)
    merge(lineups, shared.lineups, `engine-sets/${set}.json`)
  }
  merge(engines, doc.engines, `brands/${file}.json`)
  merge(lineups, doc.lineups, `brands/${file}.json`)
  for (const key of Object.keys(lineups)) {
    if (key in engines) throw new Error(`${file}.json: "${key}" names an engine and a line-up`)
  }

  const toEngine = ([type, label, hp, nm, ecu = ''], where) => {
    if (!ENGINE_TYPES[type]) throw new Error(`${where}: unknown engine type "${type}"`)
    return { ...ENGINE_TYPES[type], label, hp, nm, ecu: Object.hasOwn(ecus, ecu) ? ecus[ecu] : ecu }
  }
  // An item is an engine [type, label, hp, nm, ecu?] or a string of keys, each naming an
  // engine or a line-up (a list of items several generations share).
  const resolve = (items, where) =>
    items.flatMap((item) => {
      if (typeof item !== 'string') return [toEngine(item, where)]
      return item
        .trim()
        .split(/\s+/)
        .flatMap((key) => {
          const found = engines[key] ?? lineups[key]
          if (!found) throw new Error(`${where}: unknown engine key "${key}"`)
          used.add(found.id)
          return engines[key]
            ? [toEngine(found.value, `${where} ${key}`)]
            : resolve(found.value, `${where} ${key}`)
        })
    })

  return Object.entries(doc.models).flatMap(([model, generations]) =>
    generations.map(([years, ...items]) => {
      const where = `${doc.brand} ${model} ${years}`
      if (!/^\d{4}(-\d{4})?$/.test(years)) throw new Error(`${where}: bad build years`)
      return { brand: doc.brand, model, years, engines: resolve(items, where) }
    }),
  )
}

/** Every generation of the demo catalogue, brand by brand in the order of catalogue.json. */
export function readGenerations(dir) {
  const { aliases } = readJson(join(dir, 'ecus.json'))
  const { brands } = readJson(join(dir, 'catalogue.json'))
  const used = new Set()
  const generations = brands.flatMap((file) => brandGenerations(dir, file, aliases, used))
  // A definition no generation lists is a typo or a leftover; either way it is not in the CSV.
  const unused = definitions(dir, brands).filter((id) => !used.has(id))
  if (unused.length) throw new Error(`defined but never listed: ${unused.join(', ')}`)
  return generations
}

function definitions(dir, brands) {
  const files = [
    ...brands.map((file) => `brands/${file}.json`),
    ...readdirSync(join(dir, 'engine-sets')).map((file) => `engine-sets/${file}`),
  ]
  return files.flatMap((file) => {
    const doc = readJson(join(dir, file))
    return [...Object.keys(doc.engines ?? {}), ...Object.keys(doc.lineups ?? {})].map(
      (key) => `${file} ${key}`,
    )
  })
}

/** The deliberate edge-case rows, verbatim; each one exercises one import rule. */
export const readEdgeRows = (dir) => readJson(join(dir, 'edge-cases.json')).map((edge) => edge.row)
