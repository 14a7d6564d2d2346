import { notFound } from 'next/navigation'
import type React from 'react'

import { getBrandPage } from '@/data/catalogue'
import type { Locale } from '@/i18n/locales'

/** An unknown brand stops here with 404, whichever page below was asked for. */
export default async function BrandLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: Locale; brand: string }> }) {
  const { locale, brand } = await params
  if (!(await getBrandPage(brand, locale))) notFound()
  return children
}
