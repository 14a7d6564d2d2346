import { notFound } from 'next/navigation'
import type React from 'react'

import { getEnginePage } from '@/data/catalogue'
import type { Locale } from '@/i18n/locales'

export default async function EngineLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: Locale; brand: string; model: string; year: string; engine: string }> }) {
  const { locale, brand, model, year, engine } = await params
  if (!(await getEnginePage(brand, model, year, engine, locale))) notFound()
  return children
}
