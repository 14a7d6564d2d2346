import { expect, test } from '@playwright/test'

import { staffToken } from '../helpers'
import { read, session, withGlobal, write } from './global-api'

// Its own Playwright project, after every other spec: it changes what the whole site shows.
test.beforeAll(async ({ request }) => {
  session.token = await staffToken(request)
})

test('booking rules: places, closed days with their reason per language, window and start time reach the availability', async ({
  request,
}) => {
  const availability = async (date: string, locale: string) =>
    (await (await request.post('/api/availability', { data: { date, locale } })).json()) as {
      available: boolean
      slots: string[]
      reason: string | null
    }
  const day = (offset: number) => {
    const date = new Date(Date.now() + offset * 86_400_000)
    if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1)
    return date.toISOString().slice(0, 10)
  }
  const closed = day(20)
  const open = day(30)
  await withGlobal(request, 'booking-rules', async () => {
    const places = {
      monday: 4,
      tuesday: 4,
      wednesday: 4,
      thursday: 4,
      friday: 4,
      saturday: 4,
      sunday: 0,
    }
    await write(
      request,
      'booking-rules',
      {
        placesPerWeekday: places,
        leadDays: 3,
        horizonDays: 40,
        startTime: '08:15',
        closedDates: [{ from: closed, reason: 'Bedrijfsuitje' }],
      },
      'nl',
    )
    const saved = await read(request, 'booking-rules', 'nl')
    const rowId = (saved.closedDates as { id: string }[])[0]!.id
    await write(
      request,
      'booking-rules',
      { closedDates: [{ id: rowId, from: closed, reason: 'Company outing' }] },
      'en',
    )
    await write(
      request,
      'booking-rules',
      { closedDates: [{ id: rowId, from: closed, reason: 'Betriebsausflug' }] },
      'de',
    )
    await expect
      .poll(async () => (await availability(open, 'nl')).slots)
      .toEqual(['08:15', '08:15', '08:15', '08:15'])
    expect((await availability(closed, 'nl')).reason).toContain('Bedrijfsuitje')
    expect((await availability(closed, 'en')).reason).toContain('Company outing')
    expect((await availability(closed, 'de')).reason).toContain('Betriebsausflug')
    expect((await availability(day(1), 'nl')).available).toBe(false)
    expect((await availability(day(45), 'nl')).available).toBe(false)
  })
})
