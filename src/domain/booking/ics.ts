import { addDays, WORKSHOP_TIME_ZONE } from './dates'

export type CalendarInvite = {
  uid: string
  date: string
  startTime: string
  allDay: boolean
  summary: string
  description: string
  location: string
  organizer: { name: string; email: string }
  attendee: { name: string; email: string }
  now: Date
}

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** Lines longer than 75 octets continue on the next line after a space. */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let current = ''
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74
    if (Buffer.byteLength(current + char, 'utf8') > limit) {
      parts.push(current)
      current = char
    } else current += char
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

/** The UTC moment of a wall-clock time in the workshop's zone (summer and winter time). */
export function workshopTimeToUtc(date: string, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number)
  const guess = new Date(`${date}T${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00Z`)
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: WORKSHOP_TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(guess)
      .map((p) => [p.type, p.value]),
  )
  const asLocal = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute))
  return new Date(guess.getTime() - (asLocal - guess.getTime()))
}

/** An invitation (METHOD:REQUEST) for the booked day, all day or from the start time. */
export function calendarInvite(invite: CalendarInvite): string {
  const compact = (date: string) => date.replace(/-/g, '')
  const when = invite.allDay
    ? [`DTSTART;VALUE=DATE:${compact(invite.date)}`, `DTEND;VALUE=DATE:${compact(addDays(invite.date, 1))}`]
    : (() => {
        const start = workshopTimeToUtc(invite.date, invite.startTime)
        return [`DTSTART:${stamp(start)}`, `DTEND:${stamp(new Date(start.getTime() + 8 * 3600_000))}`]
      })()
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Chiptuning Nijmegen//Afspraken//NL',
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:${invite.uid}`,
    `DTSTAMP:${stamp(invite.now)}`,
    ...when,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    `LOCATION:${escapeText(invite.location)}`,
    `ORGANIZER;CN=${escapeText(invite.organizer.name)}:mailto:${invite.organizer.email}`,
    `ATTENDEE;CN=${escapeText(invite.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${invite.attendee.email}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
