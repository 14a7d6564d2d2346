import { routes } from './routes'

/** Query strings and mail drafts the catalogue pages link to, built in one place. */
export type VehicleRef = {
  brand: string
  model: string
  buildYear: string
  engine: string
  path: string
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString()

/** Stage 1 booking: the appointment page reads Dutch parameter names. */
export function stage1BookingHref(v: VehicleRef): string {
  return `${routes.stage1Booking}?${query(stage1BookingQuery(v))}`
}

/** The Stage 1 booking's query, also the hidden fields of the engine page's package form. */
export function stage1BookingQuery(v: VehicleRef): Record<string, string> {
  return {
    merk: v.brand,
    model: v.model,
    bouwjaar: v.buildYear,
    motorvariant: v.engine,
    path: v.path,
  }
}

export function optionsHref(v: VehicleRef): string {
  return `${routes.options}?${query({ brand: v.brand, model: v.model, buildYear: v.buildYear, engine: v.engine, path: v.path })}`
}

export function appointmentHref(v: VehicleRef): string {
  return `${routes.booking}?${query({ brand: v.brand, model: v.model, buildYear: v.buildYear, engine: v.engine, path: v.path })}`
}

/** A phone link: the dialler takes the number without spaces or dashes. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}

/** The chat-messaging (WhatsApp) link: wa.me takes the international number as digits only. */
export function chatHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`
}

/**
 * RFC 6068 mailto: spaces as %20 (not +), line breaks as CRLF. Without a body when none is
 * given: a form posting to the address adds its fields as the body.
 */
export function mailtoHref(to: string, subject: string, body?: string): string {
  const encode = (value: string) => encodeURIComponent(value.replace(/\r?\n/g, '\r\n'))
  const href = `mailto:${to}?subject=${encode(subject)}`
  return body === undefined ? href : `${href}&body=${encode(body)}`
}
