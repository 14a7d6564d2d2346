import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Breadcrumbs } from '@/content/components/layout/Breadcrumbs'
import { JsonLd } from '@/content/components/seo/JsonLd'
import { getFaqs } from '@/content/data/pages'
import { groupFaqs } from '@/content/rules/faq'
import { routes } from '@/content/rules/routes'
import { pageMetadata } from '@/content/seo/page-metadata'
import { faqPageJsonLd } from '@/content/seo/structured-data'
import { toLocale } from '@/i18n/locales'

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
          <div className="mt-3 divide-y divide-line rounded-2xl border border-line">
            {group.faqs.map((faq) => (
              <details key={faq.question} className="group p-5">
                <summary className="cursor-pointer list-none font-semibold marker:hidden">
                  <h3 className="inline text-lg">{faq.question}</h3>
                </summary>
                <p className="mt-3 leading-7 text-fg-muted">{faq.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
      <JsonLd data={faqPageJsonLd(faqs)} />
    </main>
  )
}
