import type { Field, Option } from 'payload'
import { describe, expect, it } from 'vitest'

import '@/booking/planner/texts'
import '@/catalogue/import/admin-texts'
import { adminTranslations } from '@/i18n/admin-texts'

import { collections, globals } from '../../collections'

const languages = ['nl', 'en', 'de'] as const

const translations = adminTranslations()

/** A label's text in one language, the way Payload's `t` reads our translations. */
function textOf(value: unknown, language: (typeof languages)[number]): unknown {
  if (typeof value === 'function' && 'key' in value) {
    const [namespace, name] = String(value.key).split(':') as [string, string]
    return translations[language][namespace]?.[name]
  }
  // The few places Payload takes words only (a navigation group): one per language.
  if (typeof value === 'object' && value !== null)
    return (value as Record<string, unknown>)[language]
  return undefined
}

/** What is wrong with a label: it must be one of our admin texts, with words in nl, en and de. */
function labelProblem(value: unknown): string | null {
  if (value === undefined) return 'missing'
  if (typeof value !== 'object' && typeof value !== 'function')
    return `not per language: ${String(value)}`
  const missing = languages.filter((language) => {
    const text = textOf(value, language)
    return typeof text !== 'string' || text.trim() === ''
  })
  return missing.length ? `no ${missing.join(', ')}` : null
}

type Problem = string

function checkLabel(problems: Problem[], where: string, value: unknown) {
  const problem = labelProblem(value)
  if (problem) problems.push(`${where}: ${problem}`)
}

function checkDescription(problems: Problem[], where: string, admin: unknown) {
  const description = (admin as { description?: unknown } | undefined)?.description
  if (description !== undefined) checkLabel(problems, `${where} description`, description)
}

/** Every field staff can see, its select options, row labels and descriptions. */
function checkFields(problems: Problem[], where: string, fields: Field[]) {
  for (const field of fields) {
    if ((field.admin as { hidden?: boolean } | undefined)?.hidden) continue
    const name = 'name' in field ? field.name : field.type
    const path = `${where}.${name}`
    if (field.type === 'row') {
      checkFields(problems, where, field.fields)
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        checkLabel(problems, `${path} tab`, tab.label)
        checkFields(
          problems,
          'name' in tab && tab.name ? `${where}.${tab.name}` : where,
          tab.fields,
        )
      }
      continue
    }
    checkLabel(problems, path, 'label' in field ? field.label : undefined)
    checkDescription(problems, path, field.admin)
    if (field.type === 'select' || field.type === 'radio') {
      for (const option of field.options as Option[]) {
        if (typeof option === 'string') problems.push(`${path} option ${option}: missing`)
        else checkLabel(problems, `${path} option ${option.value}`, option.label)
      }
    }
    if (field.type === 'date') {
      // The date picker's first render is in English: a month name would show in English.
      const format = field.admin?.date?.displayFormat
      if (!format || format.includes('MMM')) problems.push(`${path}: date without a digit format`)
    }
    if (field.type === 'array') {
      checkLabel(problems, `${path} row`, field.labels?.singular)
      checkLabel(problems, `${path} rows`, field.labels?.plural)
    }
    if ('fields' in field) checkFields(problems, path, field.fields)
  }
}

describe("the admin speaks the staff member's language", () => {
  it('labels every collection, its group, description, fields and options in nl, en and de', () => {
    const problems: Problem[] = []
    for (const collection of collections) {
      checkLabel(problems, `${collection.slug} singular`, collection.labels?.singular)
      checkLabel(problems, `${collection.slug} plural`, collection.labels?.plural)
      checkLabel(problems, `${collection.slug} group`, collection.admin?.group)
      checkDescription(problems, collection.slug, collection.admin)
      checkFields(problems, collection.slug, collection.fields)
    }
    expect(problems).toEqual([])
  })

  it('labels every global, its group, description, fields and options in nl, en and de', () => {
    const problems: Problem[] = []
    for (const global of globals) {
      checkLabel(problems, `${global.slug} label`, global.label)
      checkLabel(problems, `${global.slug} group`, global.admin?.group)
      checkDescription(problems, global.slug, global.admin)
      checkFields(problems, global.slug, global.fields)
    }
    expect(problems).toEqual([])
  })

  it('finds a field without labels (the check itself works)', () => {
    const problems: Problem[] = []
    checkFields(problems, 'example', [
      { name: 'plain', type: 'text' },
      { name: 'english', type: 'text', label: 'English only' },
      {
        name: 'kind',
        type: 'select',
        label: { nl: 'Soort', en: 'Kind', de: 'Art' },
        options: ['a'],
      },
    ])
    expect(problems).toEqual([
      'example.plain: missing',
      'example.english: not per language: English only',
      'example.kind option a: missing',
    ])
  })

  it('gives every admin text, the custom views included, words in every language', () => {
    const namespaces = Object.keys(translations.nl)
    expect(namespaces).toEqual(expect.arrayContaining(['chiptuning', 'planner', 'catalogueImport']))
    for (const namespace of namespaces) {
      const keys = (language: (typeof languages)[number]) =>
        Object.entries(translations[language][namespace] ?? {})
          .filter(([, text]) => text.trim() !== '')
          .map(([key]) => key)
          .sort()
      expect(keys('en'), namespace).toEqual(keys('nl'))
      expect(keys('de'), namespace).toEqual(keys('nl'))
      expect(keys('nl').length, namespace).toBe(Object.keys(translations.nl[namespace]!).length)
    }
  })
})
