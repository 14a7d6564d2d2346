import { NextResponse } from 'next/server'

import { languageSwitchTarget } from '@/content'
import { locales } from '@/i18n/locales'
import { localeCookie } from '@/i18n/routing'

/**
 * GET /api/language/en/merken/audi -> 303 to /en/merken/audi, storing English as the visitor's
 * language: the language links without script (see languageSwitchHref).
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; path?: string[] }> },
) {
  const { locale, path } = await params
  const target = languageSwitchTarget(locale, path)
  if (!target) {
    return Response.json(
      {
        errors: [{ message: `Unknown language "${locale}". Choose one of ${locales.join(', ')}.` }],
      },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  // A relative Location: the browser resolves it against the address it asked, behind nginx too.
  const response = new NextResponse(null, {
    status: 303,
    headers: { Location: target.location, 'Cache-Control': 'private, no-store' },
  })
  const { name, ...options } = localeCookie
  response.cookies.set(name, target.locale, { ...options, path: '/' })
  return response
}
