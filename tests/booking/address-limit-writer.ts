/**
 * One process of booking-address-limit-processes.int.spec.ts: boots Payload on the spec's
 * SQLite file (DATABASE_URL), says "ready", and on any line from the spec books `email` on each
 * day given, all at once; prints the answers' statuses as one JSON line.
 * Run as: node scripts/run-ts.mjs tests/booking/address-limit-writer.ts <email> <day>...
 */
import { getPayload } from 'payload'

import config from '../../payload.config'
import { bookingRequest } from '../helpers/booking'
import { postBooking } from '../helpers/post-booking'

const [email, ...days] = process.argv.slice(2)
const payload = await getPayload({ config })
process.stdout.write('ready\n')
await new Promise((resolve) => process.stdin.once('data', resolve))
const answers = await Promise.all(
  days.map((appointmentDate) =>
    postBooking(payload, bookingRequest({ customerEmail: email, appointmentDate })),
  ),
)
process.stdout.write(`${JSON.stringify(answers.map((answer) => answer.status))}\n`)
await payload.destroy()
process.exit(0)
