import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { formatEuro } from '@/kit/format/money'

import { getChosenPackage } from '../data/package'
import type { VehiclePrefill } from '../data/types'

/**
 * "Your choice" above the Stage 1 booking form: the package and options the engine page's form
 * sent, each price and the total as the booking will keep them, and the way back to change them.
 */
export async function ChosenPackage({
  locale,
  prefill,
}: {
  locale: Locale
  prefill: VehiclePrefill
}) {
  const priced = await getChosenPackage(prefill.path, prefill.options, locale)
  if (!priced || priced.kind === 'none') return null
  if (priced.kind === 'refused') {
    // Said before the visitor fills in the form: the booking would be refused with these words.
    const api = await getTranslations({ locale, namespace: 'BookingApi' })
    return (
      <p
        role="alert"
        className="mt-6 rounded-2xl border border-warning bg-warning-soft p-6 text-fg"
      >
        {api(`package.${priced.reason}`)}
      </p>
    )
  }
  const { quote } = priced
  const t = await getTranslations({ locale, namespace: 'Package' })
  const euro = (amount: number) => formatEuro(amount, locale)
  return (
    <section
      aria-labelledby="package-title"
      className="mt-6 rounded-2xl border border-accent bg-card p-6"
    >
      <h2 id="package-title" className="text-xl font-bold">
        {t('chosenTitle')}
      </h2>
      <dl className="mt-3 divide-y divide-line">
        {quote.lines.map((line, index) => (
          <div key={index} className="flex justify-between gap-4 py-2">
            <dt>
              {line.name}
              {index === 0 && quote.normalPrice !== undefined && (
                <span className="block text-sm text-accent">
                  {t('chosenPromotion', { price: euro(quote.normalPrice) })}
                </span>
              )}
            </dt>
            <dd className="font-semibold">{euro(line.price)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 py-2 text-lg font-bold">
          <dt>{t('chosenTotal')}</dt>
          <dd>{euro(quote.total)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-fg-muted">{t('chosenNote')}</p>
      {/* The address came from our own form; only a path on this site becomes a link. */}
      {prefill.path?.startsWith('/') && !prefill.path.startsWith('//') && (
        <a href={prefill.path} className="mt-3 inline-block font-semibold text-accent underline">
          {t('change')}
        </a>
      )}
    </section>
  )
}
