import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Icon } from '@/kit/ui/Icon'

import { compareChange } from '../rules/compare'

/**
 * "Compare with other engines" on an engine page: a plain link that adds the engine to the
 * visitor's comparison and opens it, so the cached page needs no script and no visitor state.
 */
export async function CompareLink({ locale, engineId }: { locale: Locale; engineId: string }) {
  const t = await getTranslations({ locale, namespace: 'Compare' })
  return (
    <a
      href={compareChange(locale, { add: engineId })}
      rel="nofollow"
      className="inline-flex min-h-tap items-center gap-2 font-semibold text-accent hover:underline"
    >
      <Icon name="moveHorizontal" className="size-5" />
      {t('addToCompare')}
    </a>
  )
}
