import 'server-only'

import { getFormatter, getTranslations } from 'next-intl/server'

import type { Promotion } from '@/catalogue/data/promotion'
import { fillPromotionText, mentionsEndDate } from '@/catalogue/rules/promotion'
import type { Locale } from '@/i18n/locales'

/**
 * The promotion's sentence and end date as the banner and the appointment page show them: the
 * text staff wrote for this language (Payload falls back to Dutch), else the standard sentence.
 */
export async function promotionCopy(
  promotion: Promotion,
  locale: Locale,
): Promise<{ title: string; until: string | null }> {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Promo' }),
    getFormatter({ locale }),
  ])
  const date = format.dateTime(new Date(promotion.validUntil), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  })
  const values = { normal: promotion.normalPrice, promo: promotion.promoPrice, until: date }
  const text = promotion.text?.trim()
  if (!text) return { title: t('title', values), until: t('until', { date }) }
  return {
    title: fillPromotionText(text, values),
    until: mentionsEndDate(text) ? null : t('until', { date }),
  }
}
