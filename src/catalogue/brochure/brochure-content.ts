import 'server-only'

import { getFormatter, getTranslations } from 'next-intl/server'

import type { getResultPage } from '@/catalogue/data/result'
import { gainPercent } from '@/catalogue/rules/gain'
import { displayYearSlug } from '@/catalogue/rules/years'
import type { Locale } from '@/i18n/locales'
import type { SiteSettings } from '@/kit/data/settings'

import type { BrochureContent } from './render-brochure'

type ResultPage = NonNullable<Awaited<ReturnType<typeof getResultPage>>>

/** The result page in print: the same package, figures and price, with the workshop's details. */
export async function brochureContent(
  page: ResultPage,
  settings: SiteSettings,
  locale: Locale,
  pageUrl: string,
  now = new Date(),
): Promise<BrochureContent> {
  const [t, r, c, e, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Brochure' }),
    getTranslations({ locale, namespace: 'Result' }),
    getTranslations({ locale, namespace: 'Common' }),
    getTranslations({ locale, namespace: 'Engine' }),
    getFormatter({ locale }),
  ])
  const { engine, result, pricing, offer } = page
  const fixed = pricing.resultPage
  const number = (value: number) => format.number(value)
  return {
    title: r('title', { package: result.type, brand: engine.brand.name, model: engine.model.name }),
    subtitle: `${engine.name} · ${r('year', { year: displayYearSlug(engine.year.slug) })} · ${fixed.engine}`,
    figuresTitle: t('figuresTitle'),
    figureHeads: { stock: t('stock'), tuned: t('tuned'), gain: t('gain') },
    figures: [
      {
        label: t('power'),
        stock: `${number(fixed.stockHp)} ${c('hp')}`,
        tuned: `${number(fixed.tunedHp)} ${c('hp')}`,
        gain: `+${gainPercent(fixed.stockHp, fixed.tunedHp)}%`,
      },
      {
        label: t('torque'),
        stock: `${number(fixed.stockNm)} ${c('nm')}`,
        tuned: `${number(fixed.tunedNm)} ${c('nm')}`,
        gain: `+${gainPercent(fixed.stockNm, fixed.tunedNm)}%`,
      },
    ],
    price: {
      label: t('priceLabel', { package: result.type }),
      // The price as the page's Stage 1 card states it (stage1Offer).
      amount: offer.from
        ? e('priceFrom', { price: offer.price })
        : e('price', { price: offer.price }),
      note: t('priceNote', { duration: fixed.duration }),
    },
    highlights: (['power', 'torque', 'fuel', 'drive'] as const).map((key) => r(`benefits.${key}`)),
    warrantyTitle: r('warrantyTitle'),
    warranty: [r('warrantyYears', { years: fixed.warrantyYears }), r('reversible'), r('support')],
    workshop: {
      name: settings.businessName,
      lines: [
        `${settings.street}, ${settings.postcode} ${settings.city}`,
        t('phone', { phone: settings.phone }),
        t('email', { email: settings.email }),
      ],
    },
    pageUrl,
    disclaimer: t('disclaimer', {
      date: format.dateTime(now, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Europe/Amsterdam',
      }),
    }),
  }
}
