'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { type PricedOption, type Promotion, quotePackage } from '@/booking/rules/package'
import { formatEuro } from '@/catalogue/rules/money'

const noSubscription = () => () => {}

/**
 * The extra options as checkboxes of the Stage 1 form, and the total they make. The boxes are
 * plain form fields (`opties`), so without script the form still carries the choice; the total
 * needs script (and today's date, for the promotion) and shows only once it runs.
 */
export function PackageChoice({
  stage1,
  fromPrice,
  options,
  promotion,
}: {
  stage1: number
  /** The engine has no price of its own: Stage 1 costs "from" the fallback. */
  fromPrice: boolean
  options: PricedOption[]
  promotion: Promotion
}) {
  const t = useTranslations('Package')
  const locale = useLocale()
  const euro = (amount: number) => formatEuro(amount, locale)
  const [chosen, setChosen] = useState<string[]>([])
  const boxes = useRef<HTMLFieldSetElement>(null)
  // The browser may restore ticked boxes on back navigation: read the boxes, not a default.
  const read = () =>
    setChosen(
      [...(boxes.current?.querySelectorAll<HTMLInputElement>('input:checked') ?? [])].map(
        (input) => input.value,
      ),
    )
  useEffect(read, [])
  const running = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  if (options.length === 0 && !running) return null
  const quote = quotePackage({
    stage1Name: 'Stage 1',
    stage1Price: stage1,
    options: options.filter((option) => chosen.includes(option.id)),
    promotion,
    now: new Date(),
  })
  return (
    <div className="mt-4 space-y-3 text-sm">
      {options.length > 0 && (
        <fieldset ref={boxes} onChange={read}>
          <legend className="font-semibold">{t('optionsLegend')}</legend>
          {options.map((option) => (
            <label key={option.id} className="mt-2 flex items-center gap-2">
              <input
                type="checkbox"
                name="opties"
                value={option.id}
                className="size-4 accent-brand-700"
              />
              {t('option', { name: option.name, price: euro(option.price) })}
            </label>
          ))}
        </fieldset>
      )}
      {running && (
        <p aria-live="polite" className="font-bold">
          {t(fromPrice ? 'totalFrom' : 'total', { price: euro(quote.total) })}
          {quote.promotion && (
            <span className="block font-normal text-brand-700">
              {t('promotion', { price: euro(quote.lines[0]!.price) })}
            </span>
          )}
        </p>
      )}
    </div>
  )
}
