import { type Field, type Plugin, validations } from 'payload'

import { type ValueKind, type ValueProblem, valueProblem } from '@/domain/field-values'

import { inLanguage, label } from '../../collections/labels'

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
  hasMany?: boolean
  validate?: Validate
  fields?: Field[]
  tabs?: { fields: Field[] }[]
  blocks?: { fields: Field[] }[]
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
 * Values of the wrong kind are refused with a message in the staff member's language, from the
 * admin and the REST API alike, before they reach the database and the pages.
 */
export const strictFieldValues: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    fields: strictFields(collection.fields),
  })),
  globals: (config.globals ?? []).map((global) => ({
    ...global,
    fields: strictFields(global.fields),
  })),
})
