import type { ParsedMail } from 'mailparser'
import { describe, expect, it } from 'vitest'

import { mailKinds, type MailKind } from '@/booking/mails/mail-kinds'
import { cancelByCustomer } from '@/booking/server/manage'
import { sendDueReminders } from '@/booking/server/reminders'
import { joinWaitlist } from '@/booking/server/waitlist'
import { importCatalogue } from '@/catalogue/import/server/catalogue-import'
import { parseCatalogueCsv } from '@/catalogue/server'
import { demoCsv } from '@/dyno'
import { sendDynoReport } from '@/dyno/server'
import { requestSchema } from '@/requests/rules/request'
import { createRequest } from '@/requests/server/service'

import { deliveringPayload, runJobs } from './outbox-jobs'
import { demoRuns } from '../../seed/lib/dyno'
import { bookingRequest, comingTuesday } from '../helpers/booking'
import { postBooking } from '../helpers/post-booking'
import { addressedTo } from '../helpers/smtp'

// What a stranger types into the forms, in every field there is: a web address, an e-mail
// address and markup. The mails go to the stranger's victim.
const VICTIM = 'victim@example.org'
const NAME = 'Eve <b>boss@evil.example</b> https://evil.example/n'
const PHONE = 'https://evil.example/pay?x=1'
const PLATE = 'evil.example'
const MESSAGE = [
  'Pay at https://evil.example/pay?x=1',
  'or write to boss@evil.example',
  '<a href="https://evil.example/a">klik</a> www.evil.example',
].join('\n')
/** The name as the mails must show it: the same characters, no address a program would link. */
const SHOWN_NAME = 'Eve <b>boss[@]evil[.]example</b> hxxps[://]evil[.]example/n'

/** The workshop's own links, which stay links. */
const ownLinks = [
  /^https?:\/\/[^\s/]+\/(en\/|de\/)?afspraak\/beheren\/[\w-]{43}$/,
  /^https?:\/\/[^\s/]+\/(en\/|de\/)?afspraak\/wachtlijst\/[\w-]{43}$/,
  /^https?:\/\/[^\s/]+\/admin\/collections\/requests\/\d+$/,
  /^https?:\/\/[^\s/]+\/api\/dyno\/report\/[\w-]{43}$/,
]
const isOwn = (link: string) => ownLinks.some((own) => own.test(link))
const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!)
const urlsOf = (text: string) => text.match(/https?:\/\/\S+/g) ?? []

describe("a visitor's words in the workshop's mails", () => {
  const { t, mail } = deliveringPayload(1)

  /** Every mail kind, through the paths that send it: the forms, staff, the manage link, jobs. */
  async function sendEveryKind() {
    const booked = await postBooking(
      t.payload,
      bookingRequest({
        appointmentDate: comingTuesday(0),
        customerName: NAME,
        customerEmail: VICTIM,
        customerPhone: PHONE,
        licensePlate: PLATE,
        brand: 'www.evil.example',
        model: '<i>A4</i>',
        notes: MESSAGE,
      }),
    )
    expect(booked.status).toBe(201)
    const id = booked.body.bookingId!
    await runJobs(t.payload)
    const staff = async (data: Record<string, string>) => {
      await t.payload.update({ collection: 'bookings', id, data })
      await runJobs(t.payload)
    }
    await staff({ status: 'confirmed' })
    const day = comingTuesday(1)
    await staff({ appointmentDate: day })
    const dayBefore = new Date(`${day}T12:00:00Z`)
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1)
    expect(await sendDueReminders(t.payload, dayBefore)).toBe(1)
    await runJobs(t.payload)
    const confirmation = await mail.waitFor(
      (m) => addressedTo(m, VICTIM) && /\/afspraak\/beheren\//.test(m.text ?? ''),
    )
    const token = /\/afspraak\/beheren\/([\w-]{43})/.exec(confirmation.text!)![1]!
    expect(await cancelByCustomer(t.payload, token)).toEqual({ ok: true })
    await runJobs(t.payload)
    await staff({ status: 'new' })
    await staff({ status: 'completed' })
    await sendDynoReportFor(Number(id))

    // A full day, its waitlist, and the place freed for the stranger's entry.
    const full = comingTuesday(2)
    const taken = await postBooking(t.payload, bookingRequest({ appointmentDate: full }))
    const waitlist = { date: full, email: VICTIM, locale: 'en' as const, website: '' }
    expect(await joinWaitlist(t.payload, { ...waitlist, name: NAME, vehicle: MESSAGE })).toEqual(
      expect.objectContaining({ status: 201 }),
    )
    await t.payload.update({
      collection: 'bookings',
      id: taken.body.bookingId!,
      data: { status: 'cancelled' },
    })
    await runJobs(t.payload, 2)

    const request = requestSchema.parse({
      kind: 'advice',
      name: NAME,
      email: VICTIM,
      phone: PHONE,
      licensePlate: PLATE,
      brand: 'www.evil.example',
      model: '<i>A4</i>',
      engine: 'boss@evil.example',
      message: MESSAGE,
      horsepower: '',
      page: '/evil.example/pay',
      locale: 'de',
      idempotencyKey: `visitor-text-${Date.now()}`,
    })
    expect((await createRequest(t.payload, request)).status).toBe(201)
    await runJobs(t.payload)
  }

  /** A run on the rollenbank linked to the stranger's booking, and its report sent. */
  async function sendDynoReportFor(booking: number) {
    const parsed = parseCatalogueCsv(
      'brand,model,year,fuel,engine,stock_power_hp,stage1_power_hp,stock_torque_nm,stage1_torque_nm,ecu,price\n' +
        'Audi,A4,2015-2019,Diesel,2.0 TDI 150hp,150,190,320,400,Bosch EDC17,',
    )
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problem))
    await importCatalogue(t.payload, parsed.rows, parsed.issues)
    const [engine] = (await t.payload.find({ collection: 'engines', limit: 1, depth: 0 })).docs
    const [demo] = demoRuns
    const run = await t.payload.create({
      collection: 'dyno-runs',
      context: { disableRevalidate: true },
      data: {
        engine: engine!.id,
        booking,
        date: demo!.date,
        beforeCsv: demoCsv(demo!.before),
        afterCsv: demoCsv(demo!.after),
      },
    })
    expect(await sendDynoReport(t.payload, run.id)).toEqual(expect.objectContaining({ ok: true }))
    await runJobs(t.payload)
  }

  /** The mails about the stranger's entries by kind, matched to the outbox by Message-ID. */
  async function deliveredByKind() {
    const { docs } = await t.payload.find({
      collection: 'booking-mails',
      where: { state: { equals: 'sent' } },
      pagination: false,
      depth: 0,
    })
    const kindOf = new Map(docs.map((doc) => [`booking-mail-${doc.id}`, doc.kind as MailKind]))
    const byKind = new Map<MailKind, ParsedMail[]>()
    const aboutVictim = (m: ParsedMail) =>
      addressedTo(m, VICTIM) || m.replyTo?.value.some((to) => to.address === VICTIM) === true
    for (const received of mail.received.filter(aboutVictim)) {
      const kind = kindOf.get(/<(booking-mail-\d+)@/.exec(received.messageId ?? '')?.[1] ?? '')
      if (kind) byKind.set(kind, [...(byKind.get(kind) ?? []), received])
    }
    return byKind
  }

  it('shows every field as text in every mail kind, and keeps only the workshop links as links', async () => {
    await sendEveryKind()
    const byKind = await deliveredByKind()
    expect([...byKind.keys()].sort()).toEqual(Object.keys(mailKinds).sort())

    for (const [kind, mails] of byKind) {
      for (const received of mails) {
        const html = String(received.html)
        const text = received.text!
        // An invite's long lines are folded (RFC 5545 3.1): unfolded, no address hides in a fold.
        const calendar = received.attachments
          .map((a) => a.content.toString().replace(/\r\n[ \t]/g, ''))
          .join('\n')
        const where = `${kind}: ${received.subject}`
        // Nothing a mail program or calendar would link: no address, no scheme, no www.
        for (const part of [html, text, received.subject ?? '', calendar]) {
          expect(part, where).not.toMatch(/evil\.example|hxxps:\/\/|www\.evil/i)
          expect(part, where).not.toMatch(/[^\s[]@evil/)
        }
        for (const href of hrefsOf(html)) expect(isOwn(href), `${where}: ${href}`).toBe(true)
        for (const url of urlsOf(text)) expect(isOwn(url), `${where}: ${url}`).toBe(true)
        // The visitor's markup is shown as the characters typed, never as markup.
        expect(html, where).not.toMatch(/<(b|i)>|<a href="hxxp/i)
        expect(text, where).toContain(SHOWN_NAME)
        expect(html, where).toContain(SHOWN_NAME.replaceAll('<', '&lt;').replaceAll('>', '&gt;'))
      }
    }

    // The phone, plate and message reach the mails that show them, as text.
    for (const kind of ['confirmation', 'workshop', 'requestNotice', 'requestReceived'] as const) {
      const text = byKind.get(kind)![0]!.text!
      expect(text, kind).toContain('hxxps[://]evil[.]example/pay?x=1')
      expect(text, kind).toContain('evil[.]example')
      expect(text, kind).toContain('or write to boss[@]evil[.]example')
      expect(text, kind).toContain('<a href="hxxps[://]evil[.]example/a">klik</a>')
    }
    expect(byKind.get('waitlistJoined')![0]!.text).toContain('www[.]evil[.]example')
    const invite = byKind.get('confirmation')![0]!.attachments[0]!.content.toString()
    expect(invite.replace(/\r\n[ \t]/g, '')).toMatch(/EVIL\[\.\]EXAMPLE.*hxxps\[:/s)

    // The workshop's own links stay links, in both parts.
    for (const kind of ['confirmation', 'waitlistOffer', 'requestNotice'] as const) {
      const [received] = byKind.get(kind)!
      const own = urlsOf(received!.text!).filter(isOwn)
      expect(own, kind).toHaveLength(1)
      expect(hrefsOf(String(received!.html)), kind).toEqual(own)
    }
  }, 180_000)
})
