import { getLocale, getTranslations } from 'next-intl/server'

import { formatEuro } from '@/kit/format/money'
import { routes } from '@/kit/routes/routes'
import { MoreLink } from '@/kit/ui/MoreLink'

const needs = ['place', 'power', 'vehicle', 'permission'] as const

async function FeeBox({ feePerKm }: { feePerKm: number }) {
  const [t, locale] = await Promise.all([getTranslations('MobileService'), getLocale()])
  return (
    <p className="rounded-2xl border border-accent/30 bg-accent-soft p-6">
      <strong className="block text-3xl font-extrabold text-fg">
        {t('fee', { fee: formatEuro(feePerKm, locale) })}
      </strong>
      <span className="mt-1 block text-sm text-fg-muted">{t('feeNote')}</span>
    </p>
  )
}

/**
 * The on-site service with its per-km fee from the site settings, so the price is stated in
 * one place. The home page shows a teaser; the about page the full section, which
 * /over-ons#mobiele-service links to.
 */
export async function MobileService({
  feePerKm,
  variant,
}: {
  feePerKm: number
  variant: 'teaser' | 'full'
}) {
  const t = await getTranslations('MobileService')
  const id = variant === 'full' ? 'mobiele-service' : 'mobile-service'
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-16">
      <div className="grid gap-8 md:grid-cols-[2fr_1fr] md:items-start">
        <div>
          <h2
            id={`${id}-title`}
            className={
              variant === 'full'
                ? 'text-2xl font-bold'
                : 'text-3xl font-bold tracking-tight sm:text-4xl'
            }
          >
            {variant === 'full' ? t('fullTitle') : t('title')}
          </h2>
          <p className="mt-3 max-w-3xl text-lg leading-relaxed text-fg-muted">
            {variant === 'full' ? t('text') : t('teaser')}
          </p>
          {variant === 'teaser' && (
            <p className="mt-6">
              <MoreLink href={routes.mobileService} cta="mobile-service">
                {t('more')}
              </MoreLink>
            </p>
          )}
        </div>
        <FeeBox feePerKm={feePerKm} />
      </div>
      {variant === 'full' && (
        <>
          <h3 className="mt-8 text-xl font-semibold">{t('needsTitle')}</h3>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-fg-muted">
            {needs.map((key) => (
              <li key={key}>{t(`needs.${key}`)}</li>
            ))}
          </ul>
          <p className="mt-4 max-w-3xl leading-relaxed text-fg-muted">{t('howTo')}</p>
        </>
      )}
    </section>
  )
}
