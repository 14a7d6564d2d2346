import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
} from 'ical-generator'

import { addDays, workshopTimeToUtc } from '@/kit/format/dates'

export type CalendarEvent = {
  uid: string
  date: string
  startTime: string
  allDay: boolean
  summary: string
  description: string
  location: string
  /** Cancelled events tell the customer's calendar to remove the day. */
  cancelled?: boolean
}

export type CalendarInvite = CalendarEvent & {
  organizer: { name: string; email: string }
  attendee: { name: string; email: string }
  now: Date
}

const WORKDAY_HOURS = 8
const PRODUCT_ID = '//Chiptuning Nijmegen//Afspraken//NL'

/**
 * A parameter value (CN) cannot hold a double quote (RFC 5545 3.1); the library writes \"
 * there, which calendar apps reject, so a quoted nickname keeps single quotes instead.
 */
const person = ({ name, email }: { name: string; email: string }) => ({
  name: name.replace(/"/g, "'"),
  email,
})

/** Noon UTC falls on the same calendar day in every zone, so an all-day date never shifts. */
const calendarDay = (date: string) => new Date(`${date}T12:00:00Z`)

function when(event: CalendarEvent) {
  if (event.allDay)
    return {
      start: calendarDay(event.date),
      end: calendarDay(addDays(event.date, 1)),
      allDay: true,
    }
  const start = workshopTimeToUtc(event.date, event.startTime)
  return { start, end: new Date(start.getTime() + WORKDAY_HOURS * 3600_000) }
}

/** RFC 5545 ends every content line, the last one too, with CRLF; the library leaves it off. */
const withFinalLineBreak = (text: string) => (text.endsWith('\r\n') ? text : `${text}\r\n`)

/**
 * The revision of an invite: calendar apps (Outlook first) apply an update or a cancellation
 * of an event they hold only when its SEQUENCE is higher than the one they have. Seconds since
 * 2026 grow with every mail written and fit the 32-bit integer RFC 5545 allows until 2094; a
 * late retry of an older mail carries the lower number and is rightly ignored.
 */
const inviteSequence = (now: Date) =>
  Math.max(0, Math.floor((now.getTime() - Date.UTC(2026, 0, 1)) / 1000))

/** An invitation (METHOD:REQUEST, or CANCEL) for the booked day, all day or from the start time. */
export function calendarInvite(invite: CalendarInvite): string {
  const calendar = ical({
    prodId: PRODUCT_ID,
    method: invite.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  })
  calendar.createEvent({
    id: invite.uid,
    sequence: inviteSequence(invite.now),
    ...when(invite),
    stamp: invite.now,
    summary: invite.summary,
    description: invite.description,
    location: invite.location,
    organizer: person(invite.organizer),
    attendees: [
      {
        ...person(invite.attendee),
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
    status: invite.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    transparency: ICalEventTransparency.OPAQUE,
  })
  return withFinalLineBreak(calendar.toString())
}

/**
 * The MIME type of an invite's attachment. Mail programs read the method from it before the
 * body: a cancellation sent as `method=REQUEST` was offered as an invitation to accept.
 */
export function inviteContentType(ics: string): string {
  const method = /^METHOD:([A-Z-]+)\r?$/m.exec(ics)?.[1] ?? 'PUBLISH'
  return `text/calendar; method=${method}; charset=utf-8`
}

/** The staff planner's subscription feed: every booked day as an event. */
export function calendarFeed(name: string, events: readonly CalendarEvent[], now: Date): string {
  const calendar = ical({ prodId: PRODUCT_ID, name, ttl: 15 * 60 })
  for (const event of events) {
    calendar.createEvent({
      id: event.uid,
      ...when(event),
      stamp: now,
      summary: event.summary,
      description: event.description,
      location: event.location,
    })
  }
  return withFinalLineBreak(calendar.toString())
}
