import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { SiteSettings } from '@/kit/data/settings'
import { chatHref } from '@/kit/routes/links'
import { Icon } from '@/kit/ui/Icon'

import { HomeLink } from './HomeLink.client'
import { type BarPlace, mainLinks, type NavKey } from './nav'

const barLink =
  'inline-flex min-h-tap items-center whitespace-nowrap px-1 text-sm font-medium text-fg-muted transition-colors hover:text-fg aria-[current=page]:text-fg'
const moreLink =
  'flex min-h-tap items-center whitespace-nowrap rounded-control px-3 text-sm font-medium text-fg hover:bg-white/5 hover:text-accent'

// Which list a link shows in, per screen: "wide" links move from the menu to the bar at 1280 px.
const inBar: Record<BarPlace, string> = { bar: '', wide: 'hidden xl:block', more: 'hidden' }
const inMore: Record<BarPlace, string> = { bar: 'hidden', wide: 'xl:hidden', more: '' }

function NavItem({
  navKey,
  href,
  className,
  label,
}: {
  navKey: NavKey
  href: string
  className: string
  label: string
}) {
  return navKey === 'home' ? (
    <HomeLink className={className}>{label}</HomeLink>
  ) : (
    <Link href={href} className={className}>
      {label}
    </Link>
  )
}

/**
 * The desktop bar (1024 px and up): the main links on one line and a "more" menu for the rest,
 * the social page and the chat. The menu is a native popover: it opens and closes without
 * script, by keyboard, and closes on Escape or a click elsewhere.
 */
export async function HeaderNav({ settings }: { settings: SiteSettings }) {
  const t = await getTranslations('Layout')
  const social = settings.socialLinks[0]
  return (
    <nav aria-label={t('mainNav')} className="hidden lg:block">
      <ul className="flex items-center gap-4 xl:gap-5">
        {mainLinks.map((link) => (
          <li key={link.key} className={inBar[link.place]}>
            <NavItem navKey={link.key} href={link.href} className={barLink} label={t(link.key)} />
          </li>
        ))}
        <li>
          <button
            type="button"
            popoverTarget="more-links"
            className={`${barLink} more-anchor gap-1`}
          >
            {t('more')} <Icon name="chevronDown" className="size-4" />
          </button>
          <div
            id="more-links"
            popover="auto"
            aria-label={t('moreLinks')}
            className="more-popover m-0 min-w-52 rounded-card border border-line bg-card p-1.5 text-fg shadow-2xl"
          >
            <ul>
              {mainLinks.map((link) => (
                <li key={link.key} className={inMore[link.place]}>
                  <NavItem
                    navKey={link.key}
                    href={link.href}
                    className={moreLink}
                    label={t(link.key)}
                  />
                </li>
              ))}
              {social && (
                <li>
                  <a href={social.url} rel="noopener" className={moreLink}>
                    {t(social.network as 'instagram')}
                  </a>
                </li>
              )}
              {settings.whatsapp && (
                <li>
                  <a href={chatHref(settings.whatsapp)} rel="noopener" className={moreLink}>
                    {t('whatsapp')}
                  </a>
                </li>
              )}
            </ul>
          </div>
        </li>
      </ul>
    </nav>
  )
}
