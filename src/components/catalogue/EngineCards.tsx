import { getTranslations } from 'next-intl/server'

import type { EngineCard } from '@/data/types'
import { gainPercent } from '@/domain/gain'
import { Link } from '@/i18n/navigation'

import { LinkPending } from './LinkPending.client'

/** Engine variants as cards with their figures: the year page's fuel groups and the short-address choice. */
export async function EngineCards({ engines }: { engines: readonly EngineCard[] }) {
  const [t, e, c] = await Promise.all([getTranslations('Year'), getTranslations('Engine'), getTranslations('Common')])
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {engines.map((engine) => (
        <li key={engine.slug}>
          <Link
            href={`/merken/${engine.path}`}
            className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-700"
          >
            <span className="font-semibold text-slate-900">{engine.name}</span>
            <span className="text-sm text-slate-700">
              {engine.stockHp} → <strong>{engine.tunedHp} {c('hp')}</strong> ({e('gain', { gain: gainPercent(engine.stockHp, engine.tunedHp) })}) ·{' '}
              {engine.stockNm} → <strong>{engine.tunedNm} {c('nm')}</strong>
            </span>
            <span className="text-sm text-brand-700">{t('viewEngine')} →</span>
            <LinkPending />
          </Link>
        </li>
      ))}
    </ul>
  )
}
