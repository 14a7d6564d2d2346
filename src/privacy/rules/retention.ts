import { addDays } from '@/kit/format/dates'

/** How long the workshop keeps personal data, as staff set it (Bewaartermijnen). */
export type RetentionSettings = {
  /** Bookings: months after the appointment day. */
  bookingsMonths: number
  /** Requests: months after the last contact (the request's last change). */
  requestsMonths: number
  /** Stored copies of sent mails: days after they were written. */
  mailDays: number
  /** Waitlist entries: days after the day they waited for. */
  waitlistDays: number
  /** The audit trail of staff changes: months. */
  auditMonths: number
}

export const retentionDefaults: RetentionSettings = {
  bookingsMonths: 24,
  requestsMonths: 12,
  mailDays: 90,
  waitlistDays: 30,
  auditMonths: 24,
}

/** A date `months` calendar months before `date` (yyyy-mm-dd), the day clamped to the month. */
export function monthsBefore(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const index = year * 12 + (month - 1) - months
  const [y, m] = [Math.floor(index / 12), (index % 12) + 1]
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate()
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`
}

/**
 * What has expired on `today` (the workshop's date): a record from before each cut-off. Days
 * compare as yyyy-mm-dd; times (requests, mails, the audit trail) from the cut-off's midnight UTC.
 */
export function retentionCutoffs(settings: RetentionSettings, today: string) {
  const midnight = (date: string) => `${date}T00:00:00.000Z`
  return {
    bookingsBefore: monthsBefore(today, settings.bookingsMonths),
    requestsBefore: midnight(monthsBefore(today, settings.requestsMonths)),
    mailsBefore: midnight(addDays(today, -settings.mailDays)),
    waitlistBefore: addDays(today, -settings.waitlistDays),
    auditBefore: midnight(monthsBefore(today, settings.auditMonths)),
    /** Backups hold everything: they go once older than the longest period. */
    backupsBefore: midnight(
      [
        monthsBefore(today, settings.bookingsMonths),
        monthsBefore(today, settings.requestsMonths),
        monthsBefore(today, settings.auditMonths),
        addDays(today, -settings.mailDays),
        addDays(today, -settings.waitlistDays),
      ].sort()[0]!,
    ),
  }
}

/** What an anonymised booking or request keeps in place of a person (the fields are required). */
export const anonymous = {
  name: 'Geanonimiseerd',
  email: (id: number | string) => `geanonimiseerd-${id}@example.invalid`,
  phone: '-',
  plate: '-',
} as const

/** The time a backup archive was made, from its name (backup-20261122-064012.tar.gz). */
export function backupTime(name: string): string | null {
  const match = /^(?:backup|docker|mongo)-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\./.exec(name)
  if (!match) return null
  const [, y, mo, d, h, mi, s] = match
  return `${y}-${mo}-${d}T${h}:${mi}:${s}.000Z`
}
