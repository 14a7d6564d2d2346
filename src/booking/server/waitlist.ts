import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { choosePlace } from '@/booking/rules/places'
import { noHold, offerExpiry, type WaitlistJoin } from '@/booking/rules/waitlist'
import { serverTranslator } from '@/i18n/server'
import { workshopToday } from '@/kit/format/dates'
import type { WaitlistEntry } from '@/payload-types'
import { isDuplicateOf } from '@/platform/payload/unique'

import { hashManageToken, newManageToken } from './manage-token'
import { othersOn } from './places'
import { currentBookingRules } from './rules'

export type WaitlistAnswer = {
  status: 200 | 201 | 400 | 409
  body: { success: boolean; error?: string; position?: number }
}

async function waitingOn(payload: Payload, date: string) {
  const { docs } = await payload.find({
    collection: 'waitlist',
    where: { and: [{ date: { equals: date } }, { status: { in: ['waiting', 'offered'] } }] },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/**
 * Puts a visitor on a full day's waitlist (and mails them that they are on it). Only a day that
 * is full can be waited for: a day with a place left is booked instead, a closed or past day
 * gets its reason. The same address on the same day is one entry.
 */
export async function joinWaitlist(
  payload: Payload,
  join: WaitlistJoin,
  now = new Date(),
): Promise<WaitlistAnswer> {
  if (join.website.trim()) return { status: 200, body: { success: true } }
  const t = serverTranslator(join.locale, 'Waitlist')
  const api = serverTranslator(join.locale, 'BookingApi')
  const rules = await currentBookingRules(payload)
  const others = await othersOn(payload, join.date, { now })
  const choice = choosePlace(join.date, rules, others, now)
  if (choice.ok) return { status: 409, body: { success: false, error: t('errors.notFull') } }
  if (choice.availability.reason !== 'full')
    return {
      status: 400,
      body: { success: false, error: api(`reasons.${choice.availability.reason}`) },
    }
  const line = await waitingOn(payload, join.date)
  const email = join.email.toLowerCase()
  const mine = line.findIndex((entry) => entry.email.toLowerCase() === email)
  if (mine >= 0) return { status: 200, body: { success: true, position: mine + 1 } }
  await payload.create({
    collection: 'waitlist',
    overrideAccess: true,
    data: {
      date: join.date,
      name: join.name,
      email,
      vehicle: join.vehicle,
      locale: join.locale,
      status: 'waiting',
      holdKey: noHold(randomUUID()),
      offerTokenHash: noHold(randomUUID()),
    },
  })
  return { status: 201, body: { success: true, position: line.length + 1 } }
}

/**
 * Offers each free place of a day to the next in line, holding it for the hours staff set:
 * the entry takes the place's key on a unique index, so two runs at once cannot offer one
 * place twice. The offer's mail goes out with the entry's change (see the waitlist's hooks).
 */
export async function offerFreePlaces(payload: Payload, date: string, now = new Date()) {
  if (date < workshopToday(now)) return 0
  const rules = await currentBookingRules(payload)
  let offered = 0
  for (;;) {
    const others = await othersOn(payload, date, { now })
    const choice = choosePlace(date, rules, others, now)
    if (!choice.ok) return offered
    const next = (await waitingOn(payload, date)).find((entry) => entry.status === 'waiting')
    if (!next) return offered
    if (!(await offerPlace(payload, next, choice.keys, rules.waitlistHoldHours, now)))
      return offered
    offered++
  }
}

async function offerPlace(
  payload: Payload,
  entry: WaitlistEntry,
  keys: readonly string[],
  holdHours: number | null | undefined,
  now: Date,
) {
  const token = newManageToken()
  for (const key of keys) {
    try {
      await payload.update({
        collection: 'waitlist',
        id: entry.id,
        overrideAccess: true,
        context: { offerToken: token },
        data: {
          status: 'offered',
          holdKey: key,
          offerTokenHash: hashManageToken(token),
          offeredAt: now.toISOString(),
          offerExpiresAt: offerExpiry(now, holdHours).toISOString(),
        },
      })
      return true
    } catch (error) {
      if (isDuplicateOf(error, 'holdKey')) continue
      throw error
    }
  }
  return false
}

/**
 * Ends the offers whose hold ran out (their places go to the next in line) and offers the free
 * places of every day people wait for: run every few minutes, it also catches a place freed
 * while no job could be queued.
 */
export async function sweepWaitlist(payload: Payload, now = new Date()) {
  const { docs: expired } = await payload.find({
    collection: 'waitlist',
    where: {
      and: [
        { status: { equals: 'offered' } },
        { offerExpiresAt: { less_than_equal: now.toISOString() } },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const entry of expired) {
    await payload.update({
      collection: 'waitlist',
      id: entry.id,
      overrideAccess: true,
      data: { status: 'expired', holdKey: noHold(randomUUID()) },
    })
  }
  const { docs: waiting } = await payload.find({
    collection: 'waitlist',
    where: {
      and: [
        { status: { equals: 'waiting' } },
        { date: { greater_than_equal: workshopToday(now) } },
      ],
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { date: true },
  })
  let offered = 0
  for (const date of new Set(waiting.map((entry) => entry.date)))
    offered += await offerFreePlaces(payload, date, now)
  return { expired: expired.length, offered }
}
