// Upstream: no upstream issue found; upstream source: payload/dist/fields/hooks/beforeValidate/
// promise.js promise (a number field's text goes through parseFloat before any validation).
// Canary (runs it): tests/platform/upstream/payload-writes.int.spec.ts.

import {
  type CollectionBeforeOperationHook,
  type Field,
  type GlobalBeforeOperationHook,
  type Plugin,
  ValidationError,
  type ValidationFieldError,
  validations,
} from 'payload'

import { inLanguage, label } from '@/i18n/admin-labels'
import { type ValueKind, type ValueProblem, valueProblem } from '@/platform/payload/field-values'

const messages: Record<ValueProblem, ReturnType<typeof label>> = {
  'not-a-number': label(
    'Dit is geen geldig getal (decimalen met een punt).',
    'This is not a valid number (decimals with a point).',
    'Das ist keine gültige Zahl (Dezimalstellen mit Punkt).',
  ),
  'not-an-option': label(
    'Kies een van de opties.',
    'Choose one of the options.',
    'Wählen Sie eine der Optionen.',
  ),
  'not-text': label('Vul hier tekst in.', 'Enter text here.', 'Geben Sie hier Text ein.'),
}

const kinds: Partial<Record<string, ValueKind>> = {
  number: 'number',
  select: 'select',
  text: 'text',
  textarea: 'text',
  email: 'text',
}

type Validate = (value: unknown, options: { req?: { i18n?: { language?: string } } }) => unknown
type AnyField = {
  type: string
  name?: string
  label?: ValidationFieldError['label'] | false
  hasMany?: boolean
  validate?: Validate
  fields?: Field[]
  tabs?: { name?: string; fields: Field[] }[]
  blocks?: { slug: string; fields: Field[] }[]
}

/** Every number, select and text field of a list, at any depth, with the strict check first. */
function strictFields(fields: Field[]): Field[] {
  return fields.map((field) => {
    const f = field as unknown as AnyField
    const next: AnyField = { ...f }
    if (f.fields) next.fields = strictFields(f.fields)
    if (f.tabs) next.tabs = f.tabs.map((tab) => ({ ...tab, fields: strictFields(tab.fields) }))
    if (f.blocks)
      next.blocks = f.blocks.map((block) => ({ ...block, fields: strictFields(block.fields) }))
    const kind = kinds[f.type]
    if (kind) {
      // A field without its own check gets Payload's check for its type; ours comes first.
      const own =
        f.validate ?? (validations as unknown as Record<string, Validate>)[f.type] ?? (() => true)
      next.validate = (value, options) => {
        const problem = valueProblem(kind, value, Boolean(f.hasMany))
        if (problem) return inLanguage(messages[problem], options.req?.i18n?.language)
        return own(value, options)
      }
    }
    return next as unknown as Field
  })
}

/**
 * The places of number fields sent as text that is no number. Payload turns such text into a
 * number with parseFloat before any check runs ("90,5" is stored as 90, "12abc" as 12), so the
 * text is read here, as it was sent.
 */
function numbersSentAsText(
  fields: Field[],
  data: unknown,
  path = '',
): Omit<ValidationFieldError, 'message'>[] {
  if (!data || typeof data !== 'object') return []
  const values = data as Record<string, unknown>
  return fields.flatMap((field) => {
    const f = field as unknown as AnyField
    if (!f.name) {
      // Rows, collapsibles and unnamed tabs keep their fields in the same object.
      const inner = [...(f.fields ?? []), ...(f.tabs ?? []).flatMap((tab) => tab.fields)]
      const named = (f.tabs ?? []).filter((tab) => tab.name)
      return [
        ...numbersSentAsText(inner, data, path),
        ...named.flatMap((tab) =>
          numbersSentAsText(tab.fields, values[tab.name!], `${path}${tab.name}.`),
        ),
      ]
    }
    const value = values[f.name]
    const at = `${path}${f.name}`
    if (f.type === 'number') {
      const texts = (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'string')
      if (!texts.some((text) => valueProblem('number', text))) return []
      return [{ path: at, ...(f.label ? { label: f.label } : {}) }]
    }
    if (f.type === 'group') return numbersSentAsText(f.fields ?? [], value, `${at}.`)
    if (!Array.isArray(value)) return []
    if (f.type === 'array')
      return value.flatMap((row, i) => numbersSentAsText(f.fields ?? [], row, `${at}.${i}.`))
    if (f.type === 'blocks')
      return value.flatMap((row, i) => {
        const block = f.blocks?.find((b) => b.slug === (row as { blockType?: string }).blockType)
        return block ? numbersSentAsText(block.fields, row, `${at}.${i}.`) : []
      })
    return []
  })
}

function refuseNumbersSentAsText(
  fields: Field[],
  owner: { collection: string } | { global: string },
): CollectionBeforeOperationHook & GlobalBeforeOperationHook {
  return ({ args, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    const problems = numbersSentAsText(fields, args?.data)
    if (problems.length === 0) return args
    const message = inLanguage(messages['not-a-number'], req.i18n?.language)
    const errors = problems.map((problem) => ({ ...problem, message }))
    throw new ValidationError({ ...owner, errors, req }, req.t)
  }
}

/**
 * Values of the wrong kind are refused with a message in the staff member's language, from the
 * admin and the REST API alike, before they reach the database and the pages.
 */
export const strictFieldValues: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    fields: strictFields(collection.fields),
    hooks: {
      ...collection.hooks,
      beforeOperation: [
        refuseNumbersSentAsText(collection.fields, { collection: collection.slug }),
        ...(collection.hooks?.beforeOperation ?? []),
      ],
    },
  })),
  globals: (config.globals ?? []).map((global) => ({
    ...global,
    fields: strictFields(global.fields),
    hooks: {
      ...global.hooks,
      beforeOperation: [
        refuseNumbersSentAsText(global.fields, { global: global.slug }),
        ...(global.hooks?.beforeOperation ?? []),
      ],
    },
  })),
})
