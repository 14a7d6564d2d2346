// Not dates.ts's addDays: that module brings the time-zone library into the booking form's
// bundle, and this list only steps through plain calendar dates.
const nextDay = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + 1)
  return day.toISOString().slice(0, 10)
}

/** The calendar's window as the booking form gets it (CalendarRules). */
type Window = {
  first: string
  last: string
  closedWeekdays: number[]
  closed: { from: string; until: string }[]
}

/**
 * The days the calendar lets a visitor pick, for the form without script: a list where the
 * calendar greys days out. Whether a day still has a place is the server's answer on sending
 * (a full day is refused with its reason, as in the calendar).
 */
export function openDays(window: Window): string[] {
  const days: string[] = []
  for (let day = window.first; day <= window.last; day = nextDay(day)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
    if (window.closedWeekdays.includes(weekday)) continue
    if (window.closed.some((period) => period.from <= day && day <= period.until)) continue
    days.push(day)
  }
  return days
}
