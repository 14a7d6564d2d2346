'use client'

import { useEffect, useRef, useState } from 'react'

import type { PricedOption } from '@/catalogue/rules/package'
import { formatEuro } from '@/kit/format/money'

import { PRICE } from './package-price-slot'

/**
 * The extra options as checkboxes of the Stage 1 form, and the total they make. The boxes are
 * plain form fields (`opties`), so without script the form still carries the choice. What shows
 * at load (labels, the Stage 1 total) comes written from the server: a number formatter built
 * while the page hydrates costs the phone its language data. The total is added up here once the
 * visitor ticks a box, from Stage 1 as the server priced it; the booking prices it again.
 */
export function PackageChoice({
  base,
  locale,
  options,
  initialTotal,
  totalTemplate,
  legend,
}: {
  /** Stage 1 as its offer states it (the promotion's price while it runs). */
  base: number
  locale: string
  /** The total's line with PRICE where the amount goes, written on the server. */
  totalTemplate: string
  legend: string
  options: (PricedOption & { label: string })[]
  /** The total of Stage 1 alone, as the server wrote it. */
  initialTotal: string
}) {
  const [chosen, setChosen] = useState<string[] | null>(null)
  const boxes = useRef<HTMLFieldSetElement>(null)
  // The browser may restore ticked boxes on back navigation: read the boxes, not a default.
  const read = () => {
    const ticked = [...(boxes.current?.querySelectorAll<HTMLInputElement>('input:checked') ?? [])]
    setChosen(ticked.length > 0 ? ticked.map((input) => input.value) : null)
  }
  useEffect(read, [])
  const text = chosen === null ? initialTotal : totalText()
  return (
    <div className="mt-4 space-y-3 text-sm">
      {options.length > 0 && (
        <fieldset ref={boxes} onChange={read}>
          <legend className="font-semibold">{legend}</legend>
          {options.map((option) => (
            <label key={option.id} className="mt-2 flex items-center gap-2">
              <input
                type="checkbox"
                name="opties"
                value={option.id}
                className="size-4 accent-accent"
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      )}
      <p aria-live="polite" className="font-bold">
        {text}
      </p>
    </div>
  )

  function totalText(): string {
    const total = options
      .filter((option) => chosen?.includes(option.id))
      .reduce((sum, option) => sum + option.price, base)
    return totalTemplate.replace(PRICE, formatEuro(total, locale))
  }
}
