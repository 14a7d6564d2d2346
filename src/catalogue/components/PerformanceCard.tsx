import { getTranslations } from 'next-intl/server'

import { gainPercent } from '@/catalogue/rules/gain'

type Figures = { stockHp: number; tunedHp: number; stockNm: number; tunedNm: number }

/** Bar lengths: on the engine page stock power 60%, stock torque 55%, tuned 100%; full on the package page. */
export const engineBars = { stockHp: 60, stockNm: 55, tuned: 100 } as const
export const resultBars = { stockHp: 100, stockNm: 100, tuned: 100 } as const

function Bar({
  label,
  value,
  unit,
  width,
  tone,
}: {
  label: string
  value: number
  unit: string
  width: number
  tone: 'stock' | 'tuned'
}) {
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="text-fg-muted">{label}</span>
        <span className="font-semibold">
          {value} {unit}
        </span>
      </div>
      <div className="mt-1 h-3 rounded-full bg-line" aria-hidden="true">
        <div
          className={`h-3 rounded-full ${tone === 'tuned' ? 'bg-accent' : 'bg-steel'}`}
          style={{ width: `${width}%` }}
        />
      </div>
    </div>
  )
}

export async function PerformanceCard({
  figures,
  bars = engineBars,
}: {
  figures: Figures
  bars?: { stockHp: number; stockNm: number; tuned: number }
}) {
  const t = await getTranslations('Engine')
  const c = await getTranslations('Common')
  const rows = [
    {
      title: t('power'),
      unit: c('hp'),
      stock: figures.stockHp,
      tuned: figures.tunedHp,
      stockBar: bars.stockHp,
    },
    {
      title: t('torque'),
      unit: c('nm'),
      stock: figures.stockNm,
      tuned: figures.tunedNm,
      stockBar: bars.stockNm,
    },
  ]
  return (
    <section
      aria-labelledby="performance-title"
      className="rounded-2xl border border-line bg-card p-6 shadow-sm"
    >
      <h2 id="performance-title" className="text-xl font-bold">
        {t('performance')}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        {rows.map((row) => (
          <div key={row.title} className="space-y-3">
            <div className="flex items-baseline justify-between">
              <h3 className="font-semibold">{row.title}</h3>
              <span className="text-lg font-bold text-success">
                {t('gain', { gain: gainPercent(row.stock, row.tuned) })}
              </span>
            </div>
            <Bar
              label={t('original')}
              value={row.stock}
              unit={row.unit}
              width={row.stockBar}
              tone="stock"
            />
            <Bar
              label={t('tuned')}
              value={row.tuned}
              unit={row.unit}
              width={bars.tuned}
              tone="tuned"
            />
          </div>
        ))}
      </div>
    </section>
  )
}
