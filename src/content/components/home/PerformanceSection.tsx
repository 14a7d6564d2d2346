import { getTranslations } from 'next-intl/server'

import type { ShowcaseRow } from '@/catalogue'
import type { ShowcaseTable } from '@/catalogue/data'
import { routes } from '@/kit/routes/routes'
import { MoreLink } from '@/kit/ui/MoreLink'

import { HomeSection } from './HomeSection'
import { PerformanceTable } from './PerformanceTable'

/** Catalogue figures for cars and for trucks and vans, with the caveat that they are indicative. */
export async function PerformanceSection({
  tables,
}: {
  tables: Record<ShowcaseTable, ShowcaseRow[]>
}) {
  const t = await getTranslations('HomePerformance')
  return (
    <HomeSection id="performance" title={t('title')} intro={t('intro')}>
      <div className="mt-10 space-y-8">
        <PerformanceTable caption={t('captions.cars')} rows={tables.cars} />
        <PerformanceTable caption={t('captions.trucks')} rows={tables.trucks} />
      </div>
      <p className="mt-6 max-w-3xl text-sm text-fg-muted">{t('disclaimer')}</p>
      <p className="mt-6">
        <MoreLink href={routes.brands} cta="performance">
          {t('all')}
        </MoreLink>
      </p>
    </HomeSection>
  )
}
