import { createHash, randomBytes } from 'node:crypto'

import { absoluteUrl } from '@/content/server'
import type { Locale } from '@/i18n/locales'
import { routes } from '@/kit/routes/routes'

/** 32 random bytes: nothing to guess or enumerate. Only its hash is stored on the booking. */
export const newManageToken = () => randomBytes(32).toString('base64url')

export const hashManageToken = (token: string) => createHash('sha256').update(token).digest('hex')

export const isManageTokenShape = (token: string) => /^[\w-]{43}$/.test(token)

export const manageUrl = (token: string, locale: Locale) =>
  absoluteUrl(locale, routes.manageBooking(token))
