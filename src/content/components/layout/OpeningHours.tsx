import { getTranslations } from 'next-intl/server'

import { openingHoursWeek } from '@/content/seo/business'
import type { SiteSettings } from '@/kit/data/settings'

/** Monday to Sunday with the hours from the site settings, "Gesloten" for a closed day. */
export async function OpeningHours({
  settings,
  className = '',
}: {
  settings: SiteSettings
  className?: string
}) {
  const t = await getTranslations('Layout')
  return (
    <dl className={`mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 ${className}`}>
      {openingHoursWeek(settings).map(({ day, hours }) => (
        <div key={day} className="contents">
          <dt>{t(`days.${day}`)}</dt>
          <dd>{hours ?? t('closed')}</dd>
        </div>
      ))}
    </dl>
  )
}
