import { notFound } from 'next/navigation'
import type React from 'react'

import { getModelPage } from '@/data/catalogue'

/** Rendered on first request, then cached until the catalogue tag is revalidated (ISR). */
export function generateStaticParams() {
  return []
}

export default async function ModelLayout({ children, params }: { children: React.ReactNode; params: Promise<{ brand: string; model: string }> }) {
  const { brand, model } = await params
  if (!(await getModelPage(brand, model))) notFound()
  return children
}
