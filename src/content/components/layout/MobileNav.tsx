import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

import { HomeLink } from './HomeLink.client'
import { LanguageLinks } from './LanguageLinks.client'
import { MobileMenu } from './MobileMenu.client'
import { hrefOf, mobileSections } from './nav'

const sectionTitle = 'text-xs font-semibold tracking-wide text-slate-600 uppercase'

/**
 * The phone menu's links and languages, rendered here; the client part only opens and closes
 * it (and, without script, leaves that to a details element).
 */
export async function MobileNav() {
  const t = await getTranslations('Layout')
  return (
    <MobileMenu labels={{ menu: t('menu'), open: t('openMenu'), close: t('closeMenu') }}>
      {mobileSections.map((section) => (
        <section key={section.title} className="mb-4">
          <h2 className={sectionTitle}>{t(section.title)}</h2>
          <ul className="mt-1">
            {section.links.map((key) => (
              <li key={key}>
                {key === 'home' ? (
                  <HomeLink className="block py-2 font-medium">{t(key)}</HomeLink>
                ) : (
                  <Link href={hrefOf[key]} className="block py-2 font-medium">
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
          className="mt-1 flex gap-2"
          linkClassName="inline-block rounded-lg border px-3 py-2 text-sm"
          currentClassName="border-brand-700 font-bold text-brand-700"
          otherClassName="border-slate-300"
        />
      </section>
    </MobileMenu>
  )
}
