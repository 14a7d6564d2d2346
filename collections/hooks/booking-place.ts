import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { weekdayOf } from '../../src/domain/booking/dates'

/**
 * A cancelled booking gives its place back (placeKey cleared); a booking staff take back from
 * cancelled claims a free place again, or the save fails when the day has filled up since.
 */
export const keepBookingPlace: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const status = data.status ?? originalDoc.status
  if (status === 'cancelled') return { ...data, placeKey: null }
  if (originalDoc.status !== 'cancelled' || originalDoc.placeKey) return data

  const date = (data.appointmentDate ?? originalDoc.appointmentDate) as string
  const { docs } = await req.payload.find({
    collection: 'bookings',
    where: { and: [{ appointmentDate: { equals: date } }, { placeKey: { exists: true } }] },
    pagination: false,
    depth: 0,
    select: { placeKey: true },
    req,
  })
  const taken = new Set(docs.map((d) => d.placeKey))
  const rules = await req.payload.findGlobal({ slug: 'booking-rules', depth: 0, req })
  const places = rules.placesPerWeekday?.[weekdayOf(date)] ?? 0
  for (let place = 1; place <= places; place++) {
    const placeKey = `${date}#${place}`
    if (!taken.has(placeKey)) return { ...data, placeKey }
  }
  throw new APIError('Deze dag is inmiddels vol: er is geen plaats meer vrij voor deze afspraak.', 409, null, true)
}
