import { getTranslations } from 'next-intl/server'

import { getCalendarRules } from '@/booking/data/booking'
import { vehicleName } from '@/booking/rules/vehicle'
import type { Locale } from '@/i18n/locales'
import { longDate } from '@/kit/format/long-date'
import type { FormAnswer } from '@/kit/forms/answer'
import { AnswerNotice } from '@/kit/forms/AnswerNotice'
import { ClientMessages } from '@/kit/ui/ClientMessages'

import { BookingSection } from './AppointmentPage'
import { WaitlistSignUp } from './WaitlistSignUp.client'

type Answer =
  Extract<FormAnswer, { form: 'booking' | 'waitlist' }> | Extract<FormAnswer, { ok: false }>

/**
 * A booking or waitlist form's answer: booked on that day (or on the waitlist at that place),
 * or why not, with the form handed back as it was filled in, and a full day's waitlist.
 */
export async function BookingAnswer({ locale, answer }: { locale: Locale; answer: Answer }) {
  const [booking, waitlist, page, rules] = await Promise.all([
    getTranslations({ locale, namespace: 'Booking' }),
    getTranslations({ locale, namespace: 'Waitlist' }),
    getTranslations({ locale, namespace: 'FormAnswer' }),
    getCalendarRules(),
  ])
  if (answer.ok && answer.form === 'booking')
    return (
      <AnswerNotice ok title={booking('toasts.success')}>
        <p>{booking('toasts.successText')}</p>
        <p className="font-semibold first-letter:uppercase">
          {page('bookedOn', { date: longDate(answer.date, locale) })}
        </p>
      </AnswerNotice>
    )
  if (answer.ok && answer.form === 'waitlist')
    return (
      <AnswerNotice ok title={waitlist('joined')}>
        <p>
          {waitlist('joinedText', {
            position: answer.position,
            date: longDate(answer.date, locale),
          })}
        </p>
      </AnswerNotice>
    )
  if (answer.ok) return null
  const { values } = answer
  const date = values.appointmentDate ?? values.date ?? ''
  const title = answer.form === 'booking' ? page('bookingRefused') : waitlist('errors.failed')
  return (
    <>
      <AnswerNotice ok={false} title={title}>
        <p>{answer.message}</p>
        <p>{page('tryAgain')}</p>
      </AnswerNotice>
      {(answer.full || answer.form === 'waitlist') && date && (
        <ClientMessages namespaces={['Waitlist']}>
          <WaitlistSignUp
            locale={locale}
            date={date}
            holdHours={rules.holdHours}
            values={{
              name: values.customerName ?? values.name,
              email: values.customerEmail ?? values.email,
              vehicle:
                values.vehicle ??
                vehicleName({
                  brand: values.brand,
                  model: values.model,
                  buildYear: values.buildYear,
                  engine: values.engine,
                }),
            }}
          />
        </ClientMessages>
      )}
      {answer.form === 'booking' && (
        <BookingSection
          locale={locale}
          prefill={{ path: values.enginePath, options: values.packageOptions }}
          entered={values}
          location="verzonden"
        />
      )}
    </>
  )
}
