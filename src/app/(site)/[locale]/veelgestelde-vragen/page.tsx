import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { groupFaqs } from '@/content'
import { Breadcrumbs } from '@/content/components/layout/Breadcrumbs'
import { JsonLd } from '@/content/components/seo/JsonLd'
import { getFaqs } from '@/content/data'
import { pageMetadata, faqPageJsonLd } from '@/content/server'
import { toLocale } from '@/i18n/locales'
import { routes } from '@/kit/routes/routes'
import { Icon } from '@/kit/ui/Icon'

type Props = PageProps<'/[locale]/veelgestelde-vragen'>

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale)
  const t = await getTranslations({ locale, namespace: 'Content' })
  return pageMetadata({
    locale,
    path: routes.faq,
    title: t('faqTitle'),
    description: t('faqDescription'),
    keywords: (await getTranslations({ locale, namespace: 'Keywords' }))('faq').split(', '),
  })
}

export default async function FaqPage({ params }: Props) {
  const locale = toLocale((await params).locale)
  setRequestLocale(locale)
  const [faqs, t] = await Promise.all([getFaqs(locale), getTranslations('Content')])
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumbs locale={locale} trail={[{ label: t('faqTitle'), href: routes.faq }]} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{t('faqTitle')}</h1>
      {groupFaqs(faqs).map((group) => (
        <section key={group.category} aria-labelledby={`faq-${group.category}`} className="mt-8">
          <h2 id={`faq-${group.category}`} className="text-xl font-bold">
            {t(`faqCategories.${group.category}`)}
          </h2>
          <div className="card mt-3 divide-y divide-line">
            {group.faqs.map((faq) => (
              // Native disclosure: opens by click, Enter or Space without script; the chevron
              // turns with the open state so a question shows that it holds an answer.
              <details key={faq.question} className="group">
                <summary className="flex min-h-tap cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 font-semibold hover:text-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent [&::-webkit-details-marker]:hidden">
                  <h3 className="text-lg">{faq.question}</h3>
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full border border-line-strong text-accent transition-transform group-open:rotate-180">
                    <Icon name="chevronDown" className="size-4" />
                  </span>
                </summary>
                <p className="px-5 pb-5 leading-7 text-fg-muted">{faq.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
      <JsonLd data={faqPageJsonLd(faqs)} />
    </main>
  )
}
