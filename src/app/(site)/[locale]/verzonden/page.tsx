import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { BookingAnswer } from '@/booking/components/BookingAnswer'
import { toLocale } from '@/i18n/locales'
import { ANSWER_COOKIE, openAnswer } from '@/kit/forms/answer-cookie'
import { AnswerNotice } from '@/kit/forms/AnswerNotice'
import { localizedPath, routes } from '@/kit/routes/routes'
import { ContactSection } from '@/requests/components/ContactSection'

type Props = PageProps<'/[locale]/verzonden'>

// One visitor's answer, read from their cookie: never kept by a cache (the proxy and nginx
// mark it private, no-store) and never in a search engine.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = toLocale((await params).locale)
  const t = await getTranslations({ locale, namespace: 'FormAnswer' })
  return { title: t('pageTitle'), robots: { index: false, follow: false } }
}

/** /verzonden: where a form sent without script lands (Post/Redirect/Get): done, or why not. */
export default async function Page({ params }: Props) {
  const locale = toLocale((await params).locale)
  setRequestLocale(locale)
  const answer = openAnswer((await cookies()).get(ANSWER_COOKIE)?.value)
  // Nothing to answer (opened later, or by hand): the home page, not an empty page.
  if (!answer) redirect(localizedPath(locale, routes.home))
  const [t, contact] = await Promise.all([
    getTranslations({ locale, namespace: 'FormAnswer' }),
    getTranslations({ locale, namespace: 'ContactForm' }),
  ])
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      {answer.form === 'request' ? (
        answer.ok ? (
          <AnswerNotice ok title={contact('sentTitle')}>
            <p>{contact('sentText')}</p>
          </AnswerNotice>
        ) : (
          <>
            <AnswerNotice ok={false} title={t('requestRefused')}>
              <p>{answer.message}</p>
              <p>{t('tryAgain')}</p>
            </AnswerNotice>
            <ContactSection
              title={contact('title')}
              prefill={{}}
              variant="full"
              entered={answer.values}
            />
          </>
        )
      ) : (
        <BookingAnswer locale={locale} answer={answer} />
      )}
      <p className="mt-8">
        <a
          href={localizedPath(locale, routes.home)}
          className="font-semibold text-accent underline"
        >
          {t('home')}
        </a>
      </p>
    </main>
  )
}
