import { getLocale, getTranslations } from 'next-intl/server'

import type { EngineCard } from '@/catalogue/data/types'
import { gainPercent } from '@/catalogue/rules/gain'
import { engineDisplayName } from '@/catalogue/rules/power'
import { routes } from '@/kit/routes/routes'

import { CardLinks } from './CardLinks'

/** Engine variants as cards with their figures: the year page's fuel groups and the short-address choice. */
export async function EngineCards({ engines }: { engines: readonly EngineCard[] }) {
  const [t, e, c, locale] = await Promise.all([
    getTranslations('Year'),
    getTranslations('Engine'),
    getTranslations('Common'),
    getLocale(),
  ])
  return (
    <CardLinks
      grid="wide"
      cards={engines.map((engine) => ({
        key: engine.slug,
        href: routes.catalogue(engine.path),
        title: engineDisplayName(engine.name, locale),
        detail: (
          <>
            <span className="text-sm text-fg-muted">
              {engine.stockHp} →{' '}
              <strong>
                {engine.tunedHp} {c('hp')}
              </strong>{' '}
              ({e('gain', { gain: gainPercent(engine.stockHp, engine.tunedHp) })}) ·{' '}
              {engine.stockNm} →{' '}
              <strong>
                {engine.tunedNm} {c('nm')}
              </strong>
            </span>
            <span className="text-sm text-accent">{t('viewEngine')} →</span>
          </>
        ),
      }))}
    />
  )
}
