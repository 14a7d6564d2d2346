/** A day's bookings in the order the workshop works them: by time, then as they were booked. */
export function bookingsOn<
  B extends { appointmentDate: string; appointmentTime?: string | null; id: number },
>(bookings: readonly B[], date: string, startTime: string): B[] {
  const time = (b: B) => b.appointmentTime || startTime
  return bookings
    .filter((b) => b.appointmentDate === date)
    .sort((a, b) => time(a).localeCompare(time(b)) || a.id - b.id)
}
