import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingRequest, bookingSetup, comingTuesday } from '../helpers/booking'
import { startPayload, type TestPayload } from '../helpers/payload'
import { postBooking } from '../helpers/post-booking'

/** What staff type in the admin that would break the site is refused when they save, in their language. */
describe('admin checks on what staff save', () => {
  let t: TestPayload
  beforeAll(async () => {
    t = await startPayload()
    await bookingSetup(t.payload)
    await t.payload.updateGlobal({
      slug: 'booking-rules',
      data: { allDay: false, startTime: '08:30' },
      context: { disableRevalidate: true },
    })
  })
  afterAll(async () => {
    await t?.cleanup()
  })

  const save = (data: Record<string, unknown>) =>
    t.payload.updateGlobal({ slug: 'booking-rules', data, context: { disableRevalidate: true } })

  it('refuses a start time that is not hh:mm, so the calendar invite and every booking keep working', async () => {
    await expect(save({ allDay: false, startTime: '9u' })).rejects.toThrow(/Starttijd/)
    await expect(save({ reminderTime: '24:00' })).rejects.toThrow(/Herinnering om/)
    const rules = await t.payload.findGlobal({ slug: 'booking-rules' })
    expect(rules.startTime).toBe('08:30')
    // One saved before the check existed (written past it here) falls back to 09:00.
    await t.payload.db.updateGlobal({
      slug: 'booking-rules',
      data: { ...rules, startTime: '9u' },
      req: {} as never,
    })
    expect((await t.payload.findGlobal({ slug: 'booking-rules' })).startTime).toBe('9u')
    const answer = await postBooking(
      t.payload,
      bookingRequest({ appointmentDate: comingTuesday(2) }),
    )
    expect(answer.status).toBe(201)
    await t.payload.db.updateGlobal({ slug: 'booking-rules', data: { ...rules }, req: {} as never })
  })

  it('refuses values of the wrong kind the site cannot show: Infinity, a list for a choice or a text', async () => {
    const refusal = async (saving: Promise<unknown>) => {
      try {
        await saving
        return 'saved'
      } catch (error) {
        return JSON.stringify((error as { data?: unknown }).data ?? String(error))
      }
    }
    const number = 'Dit is geen geldig getal'
    expect(await refusal(save({ horizonDays: 'Infinity' }))).toContain(number)
    expect(await refusal(save({ horizonDays: JSON.parse('1e400') }))).toContain(number)
    const settings = (data: Record<string, unknown>) =>
      t.payload.updateGlobal({ slug: 'site-settings', data, context: { disableRevalidate: true } })
    expect(await refusal(settings({ onSiteFeePerKm: JSON.parse('1e400') }))).toContain(number)
    expect(await refusal(settings({ analyticsId: ['G-ABCDE'] }))).toContain('Vul hier tekst in')
    const hours = (await t.payload.findGlobal({ slug: 'site-settings' })).openingHours ?? []
    expect(hours.length).toBeGreaterThan(0)
    expect(
      await refusal(settings({ openingHours: hours.map((row) => ({ ...row, day: 1 })) })),
    ).toContain('Kies een van de opties')
    // In the staff member's language, and nothing was stored.
    const english = await refusal(
      t.payload.updateGlobal({
        slug: 'booking-rules',
        data: { horizonDays: 'Infinity' as unknown as number },
        req: { i18n: { language: 'en' } } as never,
        context: { disableRevalidate: true },
      }),
    )
    expect(english).toContain('This is not a valid number')
    const rules = await t.payload.findGlobal({ slug: 'booking-rules' })
    expect(Number.isFinite(rules.horizonDays)).toBe(true)
    expect(await refusal(save({ horizonDays: 90 }))).toBe('saved')
  })

  it('refuses a number sent as text that is no number, which Payload would cut to its leading digits', async () => {
    const before = await t.payload.findGlobal({ slug: 'booking-rules' })
    const number = 'Dit is geen geldig getal'
    const refusal = (saving: Promise<unknown>) =>
      saving.then(
        () => null,
        (error: { message: string; data?: { errors?: { path: string; message: string }[] } }) => ({
          summary: error.message,
          errors: error.data?.errors,
        }),
      )
    for (const horizonDays of ['90,5', '12abc', '1e'])
      expect(await refusal(save({ horizonDays })), horizonDays).toEqual({
        summary: 'Het volgende veld is ongeldig: Dagen vooruit',
        errors: [
          {
            path: 'horizonDays',
            message: expect.stringContaining(number),
            label: expect.anything(),
          },
        ],
      })
    const rules = (await t.payload.findGlobal({ slug: 'booking-rules' })) as { horizonDays: number }
    expect(rules.horizonDays).toBe(before.horizonDays)
    // In lists and collections too, named by their place in the document.
    const options = [{ name: 'Pops & bangs', price: '1.299,00' }]
    const refused = await refusal(
      t.payload.updateGlobal({
        slug: 'pricing',
        data: { options } as never,
        context: { disableRevalidate: true },
      }),
    )
    expect(refused?.errors).toEqual([expect.objectContaining({ path: 'options.0.price' })])
    const faq = await refusal(
      t.payload.create({
        collection: 'faqs',
        data: { question: 'Hoe?', answer: 'Zo.', order: '2x' } as never,
        context: { disableRevalidate: true },
      }),
    )
    expect(faq?.errors).toEqual([
      expect.objectContaining({ path: 'order', message: expect.stringContaining(number) }),
    ])
    // A number written as text still counts: an integration may send every value as text.
    expect(await save({ horizonDays: ' 120 ' })).toBeTruthy()
    expect(
      ((await t.payload.findGlobal({ slug: 'booking-rules' })) as { horizonDays: number })
        .horizonDays,
    ).toBe(120)
    await save({ horizonDays: before.horizonDays })
  })

  it('switches the review widget on only with a script the security policy lets load', async () => {
    const widget = (enabled: boolean, scriptUrl: string) =>
      t.payload.updateGlobal({
        slug: 'site-settings',
        data: { reviewWidget: { enabled, scriptUrl } },
        context: { disableRevalidate: true },
      })
    const before = process.env.REVIEW_WIDGET_ORIGIN
    try {
      process.env.REVIEW_WIDGET_ORIGIN = 'https://widget.example.com'
      await expect(widget(true, 'https://other.example.com/loader.js')).rejects.toThrow(
        /Script-adres/,
      )
      const refused = await widget(true, 'https://other.example.com/loader.js').catch(
        (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.[0]?.message,
      )
      expect(refused).toContain('alleen een reviewwidget van https://widget.example.com')
      await widget(true, 'https://widget.example.com/loader.js')

      // A widget already on is not checked again when staff save something else (a setting
      // saved before this check, or a host the site no longer allows).
      delete process.env.REVIEW_WIDGET_ORIGIN
      await t.payload.updateGlobal({
        slug: 'site-settings',
        data: { phone: '+31 24 202 1234' },
        context: { disableRevalidate: true },
      })
      // Switched off, the address is kept; switched on again, it is checked.
      await widget(false, 'https://widget.example.com/loader.js')
      const none = await widget(true, 'https://widget.example.com/loader.js').catch(
        (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.[0]?.message,
      )
      expect(none).toContain('laat nog geen reviewwidget toe')
    } finally {
      if (before === undefined) delete process.env.REVIEW_WIDGET_ORIGIN
      else process.env.REVIEW_WIDGET_ORIGIN = before
    }
    const settings = await t.payload.findGlobal({ slug: 'site-settings' })
    expect(settings.reviewWidget).toMatchObject({
      enabled: false,
      scriptUrl: 'https://widget.example.com/loader.js',
    })
  })

  it('refuses a closed period whose days are not real yyyy-mm-dd dates or run backwards', async () => {
    await expect(save({ closedDates: [{ from: '25-12-2026' }] })).rejects.toThrow(/Van/)
    await expect(
      save({ closedDates: [{ from: '2026-12-24', until: '2026-12-20' }] }),
    ).rejects.toThrow(/Tot en met/)
    await save({ closedDates: [{ from: '2026-12-24', until: '2026-12-26' }] })
    const rules = await t.payload.findGlobal({ slug: 'booking-rules' })
    expect(rules.closedDates?.map((c) => [c.from, c.until])).toEqual([['2026-12-24', '2026-12-26']])
  })

  it('refuses site details and prices that would make broken links or data: hours, chat number, social links, rating', async () => {
    const settings = (data: Record<string, unknown>) =>
      t.payload.updateGlobal({ slug: 'site-settings', data, context: { disableRevalidate: true } })
    await expect(
      settings({ openingHours: [{ day: 'monday', opens: '9u', closes: '18:00' }] }),
    ).rejects.toThrow(/Open vanaf/)
    await expect(settings({ whatsapp: '0612345678' })).rejects.toThrow(/WhatsApp/)
    await expect(
      settings({ socialLinks: [{ network: 'instagram', url: 'instagram.com/ons' }] }),
    ).rejects.toThrow(/Adres \(URL\)/)
    await settings({
      whatsapp: '+31 6 12345678',
      openingHours: [{ day: 'monday', opens: '08:30', closes: '17:00' }],
      socialLinks: [{ network: 'instagram', url: 'https://www.instagram.com/ons' }],
    })
    const current = await t.payload.findGlobal({ slug: 'pricing' })
    await expect(
      t.payload.updateGlobal({
        slug: 'pricing',
        data: { resultPage: { ...current.resultPage, rating: 49 } },
        context: { disableRevalidate: true },
      }),
    ).rejects.toThrow(/Beoordeling/)
    await expect(
      t.payload.updateGlobal({
        slug: 'pricing',
        data: { stage2MaxGain: 40, stage2ResultMaxGain: 30 },
        context: { disableRevalidate: true },
      }),
    ).rejects.toThrow(/Stage 2 winst tot/)
  })
})
