import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { getSiteSettings } from '@/kit/data/settings'
import { chatHref } from '@/kit/routes/links'
import { routes } from '@/kit/routes/routes'
import { buttonStyles } from '@/kit/ui/button-styles'
import { ClientMessages } from '@/kit/ui/ClientMessages'

import { HomeLink } from './HomeLink.client'
import { LanguageSwitcher } from './LanguageSwitcher.client'
import { MobileNav } from './MobileNav'
import { mainLinks } from './nav'

/**
 * Sticky header: full links on desktop, a reduced set on tablets, a menu on phones. Solid white:
 * a blur behind a 95% opaque bar could hardly be seen, and a phone recomposited it with every frame.
 */
export async function Header() {
  const [t, settings] = await Promise.all([getTranslations('Layout'), getSiteSettings()])
  const social = settings.socialLinks[0]
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:p-2"
      >
        {t('skip')}
      </a>
      <div className="relative mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link href={routes.home} className="text-lg font-extrabold tracking-tight text-ink-900">
          {settings.businessName}
        </Link>
        <nav aria-label={t('mainNav')} className="hidden md:block">
          <ul className="flex items-center gap-4 text-sm font-medium">
            {mainLinks.map((link) => (
              <li key={link.key} className={link.tablet ? '' : 'hidden xl:block'}>
                {link.key === 'home' ? (
                  <HomeLink className="hover:text-brand-700">{t(link.key)}</HomeLink>
                ) : (
                  <Link href={link.href} className="hover:text-brand-700">
                    {t(link.key)}
                  </Link>
                )}
              </li>
            ))}
            {social && (
              <li className="hidden xl:block">
                <a href={social.url} rel="noopener" className="hover:text-brand-700">
                  {t(social.network as 'instagram')}
                </a>
              </li>
            )}
            {settings.whatsapp && (
              <li className="hidden lg:block">
                <a
                  href={chatHref(settings.whatsapp)}
                  rel="noopener"
                  className="hover:text-brand-700"
                >
                  {t('whatsapp')}
                </a>
              </li>
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Link
            href={routes.booking}
            className={`${buttonStyles.primary} hidden px-4 py-2 text-sm sm:inline-flex`}
          >
            {t('book')}
          </Link>
          <ClientMessages namespaces={['Layout']}>
            <div className="hidden md:block">
              <LanguageSwitcher />
            </div>
          </ClientMessages>
          <MobileNav />
        </div>
      </div>
    </header>
  )
}
