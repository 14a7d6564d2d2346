import type { ServerProps } from 'payload'

import { exportTexts } from '../admin-texts'

/** Above the list of imports: the current catalogue as a CSV in the import format. */
export function ExportCatalogueLink({ i18n }: ServerProps) {
  const text = exportTexts[i18n?.language as keyof typeof exportTexts] ?? exportTexts.nl
  return (
    <p style={{ marginBottom: '1rem' }}>
      <a href="/api/cms/catalogue-imports/export" download>
        {text}
      </a>
    </p>
  )
}
