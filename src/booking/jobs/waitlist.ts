import type { TaskConfig } from 'payload'

import { offerFreePlaces, sweepWaitlist } from '../server/waitlist'
import { WAITLIST_OFFER_TASK } from '../server/waitlist-task'

/** A day's place was given up: offer it (and any other free one) to the day's waitlist now. */
export const waitlistOfferTask = {
  slug: WAITLIST_OFFER_TASK,
  label: 'Wachtlijst: vrije plaats aanbieden',
  inputSchema: [{ name: 'date', type: 'text', required: true }],
  retries: 3,
  handler: async ({ input, req }) => {
    const offered = await offerFreePlaces(req.payload, input.date, new Date())
    return { output: { offered } }
  },
} satisfies TaskConfig<{ input: { date: string }; output: { offered: number } }>

/**
 * Every five minutes: offers whose hold ran out end and pass their place on, and any free place
 * of a day people wait for is offered (also one freed while no job could be queued).
 */
export const waitlistSweepTask = {
  slug: 'waitlistSweep',
  label: 'Wachtlijst bijwerken',
  schedule: [{ cron: '30 */5 * * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const { expired, offered } = await sweepWaitlist(req.payload, new Date())
    return { output: { expired, offered } }
  },
} satisfies TaskConfig<{ input: object; output: { expired: number; offered: number } }>
