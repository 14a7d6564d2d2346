import type { CollectionBeforeValidateHook, PayloadRequest } from 'payload'

import { resolveEngineAddress, findResult, type NamedResult, packageSlug } from '@/catalogue'
import { isCataloguePath, isWithin, typedCataloguePath } from '@/catalogue/server'
import { inLanguage, label } from '@/i18n/admin-labels'

type Validation = { req: PayloadRequest; siblingData?: Record<string, unknown> }

const catalogueCollections = ['brands', 'models', 'build-years', 'engines'] as const

const messages = {
  shape: label(
    'Een pad in de catalogus, zoals audi/a4/2015-2019',
    'A path in the catalogue, such as audi/a4/2015-2019',
    'Ein Pfad im Katalog, etwa audi/a4/2015-2019',
  ),
  live: label(
    'Op dit pad staat een pagina; een doorverwijzing zou die onbereikbaar maken',
    'A page lives at this path; a redirect would make it unreachable',
    'Unter diesem Pfad steht eine Seite; eine Weiterleitung würde sie unerreichbar machen',
  ),
  loop: label(
    'Het nieuwe pad ligt op of onder het oude: de bezoeker zou eindeloos worden doorgestuurd',
    'The new path is the old one or lies below it: visitors would be redirected for ever',
    'Der neue Pfad ist der alte oder liegt darunter: Besucher würden endlos weitergeleitet',
  ),
  missing: label(
    'Op dit pad staat geen pagina in de catalogus',
    'No page of the catalogue lives at this path',
    'Unter diesem Pfad steht keine Seite des Katalogs',
  ),
}

/** Staff type or paste paths as they see them in the address bar; redirects store them bare. */
export const bareRedirectPaths: CollectionBeforeValidateHook = ({ data }) => {
  if (!data) return data
  const bare = (value: unknown) => (typeof value === 'string' ? typedCataloguePath(value) : value)
  return { ...data, from: bare(data.from), to: bare(data.to) }
}

/** Whether the site shows a page at this catalogue path (a package page included). */
async function catalogueHasPage(req: PayloadRequest, path: string): Promise<boolean> {
  for (const collection of catalogueCollections) {
    const { totalDocs } = await req.payload.count({
      collection,
      where: { path: { equals: path } },
      req,
    })
    if (totalDocs > 0) return true
  }
  const slash = path.lastIndexOf('/')
  if (slash < 0) return false
  // An engine's short address ("150pk") names the engine of that power in its build year.
  const siblings = await req.payload.find({
    collection: 'engines',
    where: { path: { like: `${path.slice(0, slash)}/` } },
    depth: 0,
    pagination: false,
    select: { slug: true, stockHp: true, path: true },
    req,
  })
  const inYear = siblings.docs.filter(
    (engine) => engine.path === `${path.slice(0, slash)}/${engine.slug}`,
  )
  if (resolveEngineAddress(inYear, path.slice(slash + 1)).kind !== 'none') return true
  const { docs } = await req.payload.find({
    collection: 'engines',
    where: { path: { equals: path.slice(0, slash) } },
    depth: 0,
    limit: 1,
    req,
  })
  const results: NamedResult[] = (docs[0]?.results ?? []).map((result) => ({
    slug: packageSlug(result),
    type: result.type,
  }))
  return docs.length > 0 && findResult(results, path.slice(slash + 1)) !== null
}

export async function validateRedirectFrom(value: unknown, { req }: Validation) {
  const language = req.i18n?.language
  if (typeof value !== 'string' || !isCataloguePath(value))
    return inLanguage(messages.shape, language)
  if (await catalogueHasPage(req, value)) return inLanguage(messages.live, language)
  return true
}

export async function validateRedirectTo(value: unknown, { req, siblingData }: Validation) {
  const language = req.i18n?.language
  if (typeof value !== 'string' || !isCataloguePath(value))
    return inLanguage(messages.shape, language)
  const from = siblingData?.from
  if (typeof from === 'string' && isWithin(value, from)) return inLanguage(messages.loop, language)
  if (!(await catalogueHasPage(req, value))) return inLanguage(messages.missing, language)
  return true
}
