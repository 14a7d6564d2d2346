import { getTranslations } from 'next-intl/server'

import { routes } from '@/kit/routes/routes'
import { MoreLink } from '@/kit/ui/MoreLink'

import { HomeSection } from './HomeSection'

const claims = ['experience', 'customers', 'warranty'] as const

/** Who we are, with the claims the appointment page makes too (15+ years, 1000+ customers, warranty). */
export async function AboutSection() {
  const t = await getTranslations('HomeAbout')
  return (
    <HomeSection id="about" title={t('title')} tone="dark">
      <div className="mt-6 grid gap-10 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-lg leading-relaxed text-fg-muted">{t('text')}</p>
          <p className="mt-8">
            <MoreLink href={routes.about} cta="about" onDark>
              {t('more')}
            </MoreLink>
          </p>
        </div>
        <dl className="grid gap-4 sm:grid-cols-3">
          {claims.map((key) => (
            <div
              key={key}
              className="flex flex-col-reverse rounded-2xl border border-white/10 bg-white/5 p-5"
            >
              <dt className="mt-1 text-sm text-fg-muted">{t(`claims.${key}.label`)}</dt>
              <dd className="text-3xl font-extrabold text-fg">{t(`claims.${key}.value`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </HomeSection>
  )
}
