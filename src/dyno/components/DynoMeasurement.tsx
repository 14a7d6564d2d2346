import { getTranslations } from 'next-intl/server'

import { getEngineMeasurement } from '@/dyno/data'
import { powerSeries, tableRows, torqueSeries } from '@/dyno/rules/chart'
import type { Locale } from '@/i18n/locales'
import { longDate } from '@/kit/format/long-date'

import { DynoChart } from './DynoChart'

type Figures = { stockHp: number; tunedHp: number; stockNm: number; tunedNm: number }

/**
 * "Gemeten op onze rollenbank": the engine's latest published run as power and torque curves,
 * before and after, with its figures in a table for screen readers and anyone who wants them;
 * with several runs the measured average peak gain beside the catalogue's. No run, nothing.
 */
export async function DynoMeasurement({
  enginePath,
  locale,
  catalogue,
}: {
  enginePath: string
  locale: Locale
  catalogue: Figures
}) {
  const measurement = await getEngineMeasurement(enginePath)
  if (!measurement) return null
  const t = await getTranslations({ locale, namespace: 'Dyno' })
  const { runs, gain } = measurement
  const latest = runs[0]!
  const date = longDate(latest.date, locale)
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  const format = (value: number) => number.format(value)
  const { before, after } = latest
  const description = t('chartDesc', {
    beforeHp: format(before.peaks.hp),
    beforeHpRpm: format(before.peaks.hpRpm),
    beforeNm: format(before.peaks.nm),
    beforeNmRpm: format(before.peaks.nmRpm),
    afterHp: format(after.peaks.hp),
    afterHpRpm: format(after.peaks.hpRpm),
    afterNm: format(after.peaks.nm),
    afterNmRpm: format(after.peaks.nmRpm),
  })
  const lines = (pick: typeof powerSeries) => [
    { key: 'before', label: t('before'), points: pick(before.points) },
    { key: 'after', label: t('after'), points: pick(after.points) },
  ]
  const rows = tableRows(before.points, after.points)
  return (
    <section aria-labelledby="dyno-title" className="card mt-10 p-5 sm:p-6">
      <h2 id="dyno-title" className="text-2xl font-bold tracking-tight">
        {t('title')}
      </h2>
      <p className="mt-1 text-fg-muted">
        {runs.length > 1 ? t('runs', { count: runs.length, date }) : t('measuredOn', { date })}
        {latest.demo ? ` · ${t('demo')}` : ''}
      </p>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        <div className="rounded-control border border-line p-4">
          <dt className="text-sm text-fg-muted">
            {t('measuredGain')}
            {runs.length > 1 ? ` (${t('averageOf', { count: runs.length })})` : ''}
          </dt>
          <dd className="mt-1 text-2xl font-bold text-accent">
            {t('measuredGainValue', { hp: format(gain.hp), nm: format(gain.nm) })}
          </dd>
        </div>
        <div className="rounded-control border border-line p-4">
          <dt className="text-sm text-fg-muted">{t('catalogueGain')}</dt>
          <dd className="mt-1 text-2xl font-bold">
            {t('catalogueGainValue', {
              hp: format(catalogue.tunedHp - catalogue.stockHp),
              nm: format(catalogue.tunedNm - catalogue.stockNm),
            })}
          </dd>
        </div>
      </dl>
      <p className="mt-5 flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-hidden="true">
        <span className="flex items-center gap-2">
          <svg width="28" height="6" className="stroke-fg-muted">
            <line x1="0" y1="3" x2="28" y2="3" strokeWidth="2" strokeDasharray="6 4" />
          </svg>
          {t('before')}
        </span>
        <span className="flex items-center gap-2">
          <svg width="28" height="6" className="stroke-accent">
            <line x1="0" y1="3" x2="28" y2="3" strokeWidth="3" />
          </svg>
          {t('after')}
        </span>
      </p>
      <div className="mt-3 grid gap-6 lg:grid-cols-2">
        <figure>
          <figcaption className="mb-2 font-semibold">{t('power')}</figcaption>
          <DynoChart
            id="dyno-power"
            title={t('powerChart', { date })}
            description={description}
            axisX={t('axisRpm')}
            series={lines(powerSeries)}
            format={format}
          />
        </figure>
        <figure>
          <figcaption className="mb-2 font-semibold">{t('torque')}</figcaption>
          <DynoChart
            id="dyno-torque"
            title={t('torqueChart', { date })}
            description={description}
            axisX={t('axisRpm')}
            series={lines(torqueSeries)}
            format={format}
          />
        </figure>
      </div>
      <details className="mt-4">
        <summary className="min-h-tap cursor-pointer py-2 font-semibold">{t('table')}</summary>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-right text-sm tabular-nums">
            <caption className="sr-only">{t('measuredOn', { date })}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-1 text-left">
                  {t('axisRpm')}
                </th>
                <th scope="col">{`${t('power')} ${t('before')}`}</th>
                <th scope="col">{`${t('power')} ${t('after')}`}</th>
                <th scope="col">{`${t('torque')} ${t('before')}`}</th>
                <th scope="col">{`${t('torque')} ${t('after')}`}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.rpm} className="border-b border-line/60">
                  <th scope="row" className="py-1 text-left font-normal">
                    {format(row.rpm)}
                  </th>
                  <td>{format(row.before.hp)}</td>
                  <td>{format(row.after.hp)}</td>
                  <td>{format(row.before.nm)}</td>
                  <td>{format(row.after.nm)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <p className="mt-4 text-sm text-fg-muted">{t('note')}</p>
    </section>
  )
}
