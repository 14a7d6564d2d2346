import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { fuelNamedGroup } from '@/catalogue'
import type { MeasuredGain } from '@/dyno'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { formatEuro } from '@/kit/format/money'
import { routes } from '@/kit/routes/routes'

import type { ComparedEngine } from '../data/comparison'
import { compareChange } from '../rules/compare'

/**
 * Two or three engines side by side: a table with a column per engine and a row per figure, so
 * a screen reader reads "Vermogen, Golf 2.0 TDI: 150 → 190 pk". On a phone the table scrolls
 * inside its frame, the page does not.
 */
export async function CompareTable({
  locale,
  engines,
  measured,
}: {
  locale: Locale
  engines: ComparedEngine[]
  /** Each engine's average gain on the rollenbank, by its path: published runs only. */
  measured: ReadonlyMap<string, MeasuredGain>
}) {
  const [t, c, fuels] = await Promise.all([
    getTranslations({ locale, namespace: 'Compare' }),
    getTranslations({ locale, namespace: 'Common' }),
    getTranslations({ locale, namespace: 'Year.fuel' }),
  ])
  const ids = engines.map((engine) => engine.id)
  const fuelName = (fuel: string | null) => {
    const group = fuel ? fuelNamedGroup(fuel) : null
    return group ? fuels(group) : (fuel ?? '–')
  }
  const figure = (stock: number, tuned: number, unit: string, tunable: boolean) =>
    tunable ? (
      <>
        <span className="block text-sm text-fg-muted">
          {t('stock')} {stock} {unit}
        </span>
        <span className="block text-lg font-bold text-accent">
          {t('tuned')} {tuned} {unit}
        </span>
      </>
    ) : (
      `${stock} ${unit}`
    )
  const rows: { label: string; cell: (engine: ComparedEngine) => ReactNode }[] = [
    { label: t('years'), cell: (engine) => engine.year },
    { label: t('fuel'), cell: (engine) => fuelName(engine.fuel) },
    {
      label: t('power'),
      cell: (e) => figure(e.stockHp, e.tunedHp, c('hp'), e.tunable),
    },
    {
      label: t('torque'),
      cell: (e) => figure(e.stockNm, e.tunedNm, c('nm'), e.tunable),
    },
    {
      label: t('gain'),
      cell: (e) =>
        e.tunable ? t('gainValue', { power: e.powerGain, torque: e.torqueGain }) : t('notTunable'),
    },
    {
      label: t('measured'),
      cell: (e) => {
        const gain = measured.get(e.path)
        return gain
          ? t('measuredValue', { hp: gain.hp, nm: gain.nm, unit: c('hp'), count: gain.runs })
          : t('notMeasured')
      },
    },
    {
      label: t('price'),
      cell: (e) =>
        e.tunable
          ? e.priceFrom
            ? t('priceFrom', { price: formatEuro(e.price, locale) })
            : formatEuro(e.price, locale)
          : '–',
    },
  ]
  return (
    <div className="mt-6 overflow-x-auto rounded-card border border-line">
      <table className="w-full min-w-[34rem] border-collapse text-left align-top">
        <caption className="sr-only">{t('caption', { count: engines.length })}</caption>
        <thead>
          <tr className="bg-panel">
            <td className="w-32 p-3" />
            {engines.map((engine) => (
              <th key={engine.id} scope="col" className="p-3 align-top">
                <span className="block text-sm font-normal text-fg-muted">
                  {engine.brand} {engine.model}
                </span>
                <span className="block text-lg">{engine.name}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-line">
              <th scope="row" className="p-3 text-sm font-semibold text-fg-muted">
                {row.label}
              </th>
              {engines.map((engine) => (
                <td key={engine.id} className="p-3 align-top">
                  {row.cell(engine)}
                </td>
              ))}
            </tr>
          ))}
          <tr className="border-t border-line">
            <td className="p-3" />
            {engines.map((engine) => (
              <td key={engine.id} className="p-3 align-top">
                <div className="flex flex-wrap gap-2">
                  <Link
                    href={routes.catalogue(engine.path)}
                    className="button-primary px-4 py-2 text-sm"
                  >
                    {t('view')}
                  </Link>
                  <a
                    href={compareChange(locale, { ids, remove: engine.id })}
                    rel="nofollow"
                    aria-label={t('removeLabel', {
                      engine: `${engine.brand} ${engine.model} ${engine.name}`,
                    })}
                    className="button-secondary px-4 py-2 text-sm"
                  >
                    {t('remove')}
                  </a>
                </div>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  )
}
