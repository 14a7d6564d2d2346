import type { GlobalAfterChangeHook, TaskConfig } from 'payload'

import { refreshRunningSite } from '@/catalogue/import/server/notify-site'
import { promotionEndsAt } from '@/catalogue/rules/offer'
import { tags } from '@/platform/data/cache-tags'
import { siteOriginForJobs } from '@/platform/site-url'

const PROMOTION_END_TASK = 'promotionEnd'

/**
 * The promotion's last day is over: pages cached while it ran (banner, Stage 1 cards, package
 * pages, brochures) are dropped, so the next visitor sees the normal price without a staff edit.
 * A Payload job, not a timer: it runs in whichever process holds the runner lease, also after a
 * restart, and asks the site (APP_ORIGIN from a worker) to revalidate the promotion's tag.
 */
export const promotionEndTask = {
  slug: PROMOTION_END_TASK,
  label: 'Actie afgelopen: site bijwerken',
  retries: 5,
  handler: async () => {
    const said = await refreshRunningSite(siteOriginForJobs(), [tags.global('promotion')])
    return { output: { said } }
  },
} satisfies TaskConfig<{ input: object; output: { said: string } }>

/**
 * Every publication of the promotion queues its end, at midnight in Nijmegen after its last day.
 * An earlier save's job that fires at another moment only refreshes the cache once more.
 */
export const schedulePromotionEnd: GlobalAfterChangeHook = async ({ doc, req }) => {
  if (doc._status === 'draft') return doc
  const ends = promotionEndsAt({
    active: Boolean(doc.active),
    promoPrice: doc.promoPrice,
    normalPrice: doc.normalPrice,
    validUntil: doc.validUntil,
  })
  if (ends && ends.getTime() > Date.now()) {
    await req.payload.jobs.queue({
      task: PROMOTION_END_TASK,
      input: {},
      waitUntil: ends,
      req,
    })
  }
  return doc
}
