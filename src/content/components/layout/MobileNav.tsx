import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { Icon } from '@/kit/ui/Icon'

import { HomeLink } from './HomeLink.client'
import { LanguageLinks } from './LanguageLinks.client'
import { MobileMenu } from './MobileMenu.client'
import { hrefOf, mobileSections } from './nav'

const sectionTitle = 'text-xs font-semibold tracking-wider text-fg-muted uppercase'
// Each link a full-width row at least 44 px high: a thumb's target.
const rowLink = 'flex min-h-tap items-center font-medium text-fg hover:text-accent'

/**
 * The phone menu's links and languages, rendered here; the client part only opens and closes
 * it (and, without script, leaves that to a details element).
 */
export async function MobileNav() {
  const t = await getTranslations('Layout')
  return (
    <MobileMenu
      labels={{ menu: t('menu'), open: t('openMenu'), close: t('closeMenu') }}
      icons={{ open: <Icon name="menu" />, close: <Icon name="x" /> }}
    >
      {mobileSections.map((section) => (
        <section key={section.title} className="mb-4">
          <h2 className={sectionTitle}>{t(section.title)}</h2>
          <ul className="mt-1">
            {section.links.map((key) => (
              <li key={key}>
                {key === 'home' ? (
                  <HomeLink className={rowLink}>{t(key)}</HomeLink>
                ) : (
                  <Link href={hrefOf[key]} className={rowLink}>
                    {t(key)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section>
        <h2 className={sectionTitle}>{t('language')}</h2>
        <LanguageLinks
          className="mt-1 flex flex-wrap gap-2"
          linkClassName="inline-flex min-h-tap items-center gap-1 rounded-control border px-3 text-sm"
          currentClassName="border-accent font-bold text-accent"
          otherClassName="border-line-strong"
        />
      </section>
    </MobileMenu>
  )
}
