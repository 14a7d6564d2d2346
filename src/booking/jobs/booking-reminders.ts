import type { TaskConfig } from 'payload'

import { sendDueReminders } from '../server/reminders'

/**
 * Every five minutes the runner looks for reminders that are due. A reminder's outbox key is
 * unique per booking, so however often this runs, and in however many processes, each booking
 * gets at most one.
 */
export const bookingRemindersTask = {
  slug: 'bookingReminders',
  label: 'Herinneringen versturen',
  schedule: [{ cron: '0 */5 * * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const queued = await sendDueReminders(req.payload, new Date())
    return { output: { queued } }
  },
} satisfies TaskConfig<{ input: object; output: { queued: number } }>
