import type { UIFieldServerProps } from 'payload'

import { label } from '@/i18n/admin-labels'
import { adminLanguage } from '@/i18n/admin-texts'
import { localizedPath, routes } from '@/kit/routes/routes'

const linkText = label('Bekijk op de site', 'View on the site', 'Auf der Website ansehen')
const newTab = label(
  '(opent in een nieuw tabblad)',
  '(opens in a new tab)',
  '(öffnet in einem neuen Tab)',
)

/**
 * The public page of the document being edited, in the language being edited, in a new tab;
 * nothing before the first save (there is no page yet).
 */
export function ViewOnSiteLink({
  data,
  i18n,
  req,
  kind,
}: UIFieldServerProps & { kind: 'catalogue' | 'page' }) {
  const key = kind === 'catalogue' ? data?.path : data?.slug
  if (typeof key !== 'string' || key === '') return null
  const path = kind === 'catalogue' ? routes.catalogue(key) : routes.content(key)
  const t = { t: i18n.t } as Parameters<typeof linkText>[0]
  return (
    <p className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <a
        href={localizedPath(adminLanguage(req.locale ?? undefined), path)}
        target="_blank"
        rel="noopener"
      >
        {linkText(t)} <span className="sr-only">{newTab(t)}</span>
        <span aria-hidden> ↗</span>
      </a>
    </p>
  )
}
