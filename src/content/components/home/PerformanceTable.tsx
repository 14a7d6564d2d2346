import { getFormatter, getLocale, getTranslations } from 'next-intl/server'

import { engineDisplayName, type ShowcaseRow } from '@/catalogue'
import { Link } from '@/i18n/navigation'
import { routes } from '@/kit/routes/routes'
import { Icon } from '@/kit/ui/Icon'

const numberCell = 'px-3 py-3 text-right tabular-nums whitespace-nowrap'
const gainCell = `${numberCell} font-semibold text-success`

/**
 * Stock, tuned and gain for power and torque, grouped under two column headings. On a phone
 * the table scrolls sideways, and says so: a hint above it and a shadow at the edge that has
 * more (`.scroll-shadows`); the brand column stays in view. The scrolling box takes focus, so
 * a keyboard scrolls it too.
 */
export async function PerformanceTable({
  caption,
  rows,
}: {
  caption: string
  rows: ShowcaseRow[]
}) {
  const [t, format, locale] = await Promise.all([
    getTranslations('HomePerformance'),
    getFormatter(),
    getLocale(),
  ])
  const figures = [t('stock'), t('tuned'), t('gain')]
  const captionId = `table-${caption.replace(/\W+/g, '-').toLowerCase()}`
  return (
    <div className="card overflow-hidden">
      <p id={captionId} className="px-4 pt-4 text-lg font-bold text-fg">
        {caption}
      </p>
      <p className="flex items-center gap-2 px-4 pt-1 text-sm text-fg-muted md:hidden">
        <Icon name="moveHorizontal" className="size-4 text-accent" />
        {t('swipe')}
      </p>
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="scroll-shadows mt-2 overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent"
      >
        <table aria-labelledby={captionId} className="w-full min-w-[40rem] text-left text-sm">
          <thead className="border-b border-line bg-panel text-fg-muted">
            <tr>
              <th scope="col" rowSpan={2} className="sticky left-0 bg-panel px-3 py-2 align-bottom">
                {t('brand')}
              </th>
              <th scope="col" rowSpan={2} className="px-3 py-2 align-bottom">
                {t('model')}
              </th>
              {[t('power'), t('torque')].map((group) => (
                <th
                  key={group}
                  scope="colgroup"
                  colSpan={3}
                  className="border-l border-line px-3 pt-2 text-center"
                >
                  {group}
                </th>
              ))}
            </tr>
            <tr>
              {[...figures, ...figures].map((label, index) => (
                <th
                  key={index}
                  scope="col"
                  className={`px-3 pb-2 text-right font-medium ${index % 3 === 0 ? 'border-l border-line' : ''}`}
                >
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.path}>
                <th scope="row" className="sticky left-0 bg-card px-3 py-3 font-semibold text-fg">
                  {row.brand}
                </th>
                <td className="px-3 py-3">
                  <Link
                    href={routes.catalogue(row.path)}
                    className="font-medium text-fg hover:text-accent hover:underline"
                  >
                    {row.model}
                  </Link>
                  <span className="block text-xs text-fg-muted">
                    {engineDisplayName(row.engine, locale)}
                  </span>
                </td>
                <td className={`${numberCell} border-l border-line`}>
                  {format.number(row.stockHp)}
                </td>
                <td className={numberCell}>{format.number(row.tunedHp)}</td>
                <td className={gainCell}>{t('gainValue', { gain: row.hpGain })}</td>
                <td className={`${numberCell} border-l border-line`}>
                  {format.number(row.stockNm)}
                </td>
                <td className={numberCell}>{format.number(row.tunedNm)}</td>
                <td className={gainCell}>{t('gainValue', { gain: row.nmGain })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && <p className="px-4 pb-4 text-fg-muted">{t('empty')}</p>}
    </div>
  )
}
