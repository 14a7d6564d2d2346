import { notFound } from 'next/navigation'
import type React from 'react'

import { getEnginePage } from '@/data/catalogue'
import { toLocale } from '@/i18n/locales'

/** Rendered on first request, then cached until the catalogue tag is revalidated (ISR). */
export function generateStaticParams() {
  return []
}

export default async function EngineLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string; brand: string; model: string; year: string; engine: string }> }) {
  const { locale, brand, model, year, engine } = await params
  if (!(await getEnginePage(brand, model, year, engine, toLocale(locale)))) notFound()
  return children
}
