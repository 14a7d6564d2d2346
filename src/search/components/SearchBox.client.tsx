'use client'

import { type ComponentType, useId, useState } from 'react'

import type { SuggestionsProps } from './Suggestions.client'

export type SearchBoxLabels = {
  label: string
  placeholder: string
  submit: string
  suggestions: string
  noSuggestions: string
}

/**
 * The vehicle search field: a plain GET form to the results page, so it works before and without
 * JavaScript. The suggestions are a module of their own, fetched when the field is first focused:
 * a page pays for this leaf only, not for the list, its keys and its requests.
 */
export function SearchBox({
  action,
  locale,
  labels,
  initial = '',
  compare,
  tone = 'page',
}: {
  action: string
  locale: string
  labels: SearchBoxLabels
  initial?: string
  /** A comparison's engines, carried to the results so each can be added to it. */
  compare?: string
  tone?: 'page' | 'hero'
}) {
  const id = useId()
  const [value, setValue] = useState(initial)
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps> | null>(null)
  const load = () => {
    if (Suggestions) return
    void import('./Suggestions.client').then((module) => setSuggestions(() => module.Suggestions))
  }
  return (
    <form role="search" aria-label={labels.label} action={action} method="get" className="relative">
      <label
        htmlFor={id}
        className={`mb-1 block text-sm font-semibold ${tone === 'hero' ? 'text-fg' : ''}`}
      >
        {labels.label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          name="q"
          value={value}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          placeholder={labels.placeholder}
          onFocus={load}
          onPointerEnter={load}
          onChange={(event) => setValue(event.target.value)}
          className="min-h-tap w-full min-w-0 rounded-lg border border-line-strong bg-card px-4 py-3 text-base text-fg focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none"
        />
        {compare ? <input type="hidden" name="m" value={compare} /> : null}
        <button type="submit" className="button-primary shrink-0">
          {labels.submit}
        </button>
      </div>
      {Suggestions ? (
        <Suggestions inputId={id} query={value} locale={locale} labels={labels} />
      ) : null}
    </form>
  )
}
