'use client'

import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { formatEuroCents } from '@/kit/format/admin-money'

/** A price in a list of the admin: "€ 299,00" in a Dutch admin, empty when there is none. */
export function EuroCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  return typeof cellData === 'number' ? (
    <span>{formatEuroCents(cellData, i18n.language)}</span>
  ) : null
}
