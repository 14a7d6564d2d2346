import { engineDisplayName } from '@/catalogue'

import type { DocumentKind, SearchDocument } from './documents'

/** What a results list or a suggestion shows of a hit, in the visitor's language. */
export type HitLine = {
  id: string
  kind: DocumentKind
  title: string
  detail: string
  /** The catalogue path below /merken ("audi/a4/2015-2019/150pk"). */
  path: string
  engineId: string | null
}

export type HitLabels = {
  kind: Record<DocumentKind, string>
  /** A stored fuel name ("Diesel", "MHEV") in the visitor's words. */
  fuel: (fuel: string) => string
  /** "150 → 190 pk" */
  power: (stockHp: number, tunedHp: number) => string
}

/** Brand, model, year and engine as one line; the kind, build years, fuel and power as its detail. */
export function hitLine(document: SearchDocument, locale: string, labels: HitLabels): HitLine {
  const name = [document.brand, document.model].filter(Boolean).join(' ')
  const title =
    document.kind === 'engine' && document.engine
      ? `${name} ${engineDisplayName(document.engine, locale)}`
      : document.kind === 'year' && document.year
        ? `${name} ${document.year}`
        : name
  const detail =
    document.kind === 'engine'
      ? [
          document.year,
          document.fuel ? labels.fuel(document.fuel) : null,
          document.figures
            ? labels.power(document.figures.stockHp, document.figures.tunedHp)
            : null,
        ]
          .filter(Boolean)
          .join(' · ')
      : labels.kind[document.kind]
  return {
    id: document.id,
    kind: document.kind,
    title,
    detail,
    path: document.path,
    engineId: document.engineId,
  }
}
