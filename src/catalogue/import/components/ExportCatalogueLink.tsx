import type { ServerProps } from 'payload'

import { withAdminKeys } from '@/i18n/admin-texts'

import '../admin-texts'

/** Above the list of imports: the current catalogue as a CSV in the import format. */
export function ExportCatalogueLink({ i18n }: ServerProps) {
  const text = withAdminKeys<'catalogueImport:exportCatalogue'>(i18n.t)(
    'catalogueImport:exportCatalogue',
  )
  return (
    <p style={{ marginBottom: '1rem' }}>
      <a href="/api/cms/catalogue-imports/export" download>
        {text}
      </a>
    </p>
  )
}
