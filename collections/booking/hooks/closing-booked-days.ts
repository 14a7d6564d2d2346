import { type GlobalBeforeChangeHook, ValidationError } from 'payload'

import { inLanguage, label } from '@/i18n/admin-labels'

type Period = { from?: string | null; until?: string | null }

const stillBooked = (days: string, count: number) =>
  label(
    `Op ${days} ${count === 1 ? 'staat nog 1 afspraak' : `staan nog ${count} afspraken`}. Verzet of annuleer ${count === 1 ? 'die' : 'ze'} eerst (de klant krijgt dan bericht) en sluit de periode daarna.`,
    `${days} still ${count === 1 ? 'has 1 appointment' : `has ${count} appointments`}. Move or cancel ${count === 1 ? 'it' : 'them'} first (the customer is then told), then close the period.`,
    `Am ${days} ${count === 1 ? 'steht noch 1 Termin' : `stehen noch ${count} Termine`}. Verschieben oder stornieren Sie ${count === 1 ? 'ihn' : 'sie'} zuerst (der Kunde wird dann benachrichtigt) und schließen Sie den Zeitraum danach.`,
  )

const same = (a: Period, b: Period) => a.from === b.from && (a.until || null) === (b.until || null)

const covers = (period: Period, date: string) =>
  Boolean(period.from) && date >= period.from! && date <= (period.until || period.from!)

/**
 * A period closed on days that still hold bookings would leave them standing without a word to
 * the customers (reminders included) and hide them in the planner behind "Gesloten". Staff move
 * or cancel them first, which mails the customers. Days that were closed already are not
 * checked again.
 */
export const refuseClosingBookedDays: GlobalBeforeChangeHook = async ({
  data,
  originalDoc,
  req,
}) => {
  const before = (originalDoc as { closedDates?: Period[] } | undefined)?.closedDates ?? []
  const periods = (data.closedDates ?? []) as Period[]
  const errors = []
  for (const [index, period] of periods.entries()) {
    if (!period.from || before.some((old) => same(old, period))) continue
    const until = period.until || period.from
    const { docs } = await req.payload.find({
      collection: 'bookings',
      where: {
        and: [
          { appointmentDate: { greater_than_equal: period.from } },
          { appointmentDate: { less_than_equal: until } },
          { status: { in: ['new', 'confirmed'] } },
        ],
      },
      select: { appointmentDate: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    // Days this save closes: a period made longer is not refused for the days it closed before.
    const newlyClosed = docs.filter(
      (booking) => !before.some((old) => covers(old, booking.appointmentDate)),
    )
    if (newlyClosed.length === 0) continue
    const days = [...new Set(newlyClosed.map((booking) => booking.appointmentDate))]
      .sort()
      .join(', ')
    errors.push({
      path: `closedDates.${index}.from`,
      label: label('Gesloten dagen: Van', 'Closed days: From', 'Geschlossene Tage: Von'),
      message: inLanguage(stillBooked(days, newlyClosed.length), req.i18n?.language),
    })
  }
  if (errors.length > 0) throw new ValidationError({ global: 'booking-rules', errors, req }, req.t)
  return data
}
