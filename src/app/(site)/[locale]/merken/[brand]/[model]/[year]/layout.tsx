import { notFound } from 'next/navigation'
import type React from 'react'

import { getYearPage } from '@/data/catalogue'

/** Rendered on first request, then cached until the catalogue tag is revalidated (ISR). */
export function generateStaticParams() {
  return []
}

export default async function YearLayout({ children, params }: { children: React.ReactNode; params: Promise<{ brand: string; model: string; year: string }> }) {
  const { brand, model, year } = await params
  if (!(await getYearPage(brand, model, year))) notFound()
  return children
}
