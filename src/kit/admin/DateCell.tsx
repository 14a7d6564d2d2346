import type { DefaultServerCellComponentProps } from 'payload'

import { adminLanguage } from '@/i18n/admin-texts'
import { adminDate } from '@/kit/format/admin-date'

/**
 * Every date column of the admin's lists (a booking's day, a request's createdAt, the audit
 * trail's moment) in one style, in the staff member's language: "maandag 4 januari 2027", a
 * moment with "· 19:41". Payload hands a custom cell the link to the document only as a flag:
 * in the first column it links to the document, as Payload's own cell does.
 */
export function DateCell(props: DefaultServerCellComponentProps) {
  const text = adminDate(props.cellData, adminLanguage(props.i18n.language))
  if (!props.link) return <>{text}</>
  const admin = props.payload.config.routes.admin
  const href = props.linkURL ?? `${admin}/collections/${props.collectionSlug}/${props.rowData.id}`
  return <a href={href}>{text}</a>
}
