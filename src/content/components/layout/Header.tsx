import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { getSiteSettings } from '@/kit/data/settings'
import { routes } from '@/kit/routes/routes'
import { buttonStyles } from '@/kit/ui/button-styles'
import { ClientMessages } from '@/kit/ui/ClientMessages'
import { Icon } from '@/kit/ui/Icon'

import { HeaderNav } from './HeaderNav'
import { LanguageSwitcher } from './LanguageSwitcher.client'
import { MobileNav } from './MobileNav'

/**
 * Sticky header on one line at every width: the wordmark, the bar's links from 1024 px (the
 * rest in its "more" menu), the booking button and the languages; below 1024 px a menu button.
 * Solid, not blurred: a blur behind a nearly opaque bar could hardly be seen, and a phone
 * recomposited it with every frame.
 */
export async function Header() {
  const [t, settings] = await Promise.all([getTranslations('Layout'), getSiteSettings()])
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-night/95">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded-control focus:bg-card focus:p-2"
      >
        {t('skip')}
      </a>
      <div className="relative mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2.5">
        <Link
          href={routes.home}
          className="flex min-h-tap min-w-0 items-center gap-2 text-lg font-extrabold tracking-tight whitespace-nowrap text-fg"
        >
          <Icon name="gauge" className="size-6 text-accent" />
          <span className="truncate">{settings.businessName}</span>
        </Link>
        <HeaderNav settings={settings} />
        <div className="flex shrink-0 items-center gap-2">
          <Link
            href={routes.booking}
            className={`${buttonStyles.primary} hidden px-4 py-2 text-sm whitespace-nowrap sm:inline-flex`}
          >
            <Icon name="calendarCheck" className="size-4" />
            {t('book')}
          </Link>
          <ClientMessages namespaces={['Layout']}>
            <div className="hidden lg:block">
              <LanguageSwitcher />
            </div>
          </ClientMessages>
          <MobileNav />
        </div>
      </div>
    </header>
  )
}
