import { getTranslations } from 'next-intl/server'

import type { SiteSettings } from '@/kit/data/settings'
import { chatHref } from '@/kit/routes/links'

import { HomeSection } from './HomeSection'

type NetworkLabel = 'instagram' | 'facebook' | 'tiktok' | 'youtube' | 'whatsapp'

/** The workshop's social network pages and its chat, as staff list them in the site settings. */
export async function SocialSection({ settings }: { settings: SiteSettings }) {
  const [t, layout] = await Promise.all([getTranslations('HomeSocial'), getTranslations('Layout')])
  const links = [
    ...settings.socialLinks.map(({ network, url }) => ({
      label: layout(network as NetworkLabel),
      href: url,
    })),
    ...(settings.whatsapp
      ? [{ label: layout('whatsapp'), href: chatHref(settings.whatsapp) }]
      : []),
  ]
  if (links.length === 0) return null
  return (
    <HomeSection id="social" title={t('title')} intro={t('text')}>
      <ul className="mt-8 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              rel="noopener"
              data-cta="social"
              className="inline-flex items-center rounded-full border border-line-strong bg-card px-5 py-3 font-semibold text-fg transition hover:border-accent hover:text-accent"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
