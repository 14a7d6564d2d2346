import type { UIField } from 'payload'

import { staticLabel } from '@/i18n/admin-labels'

/**
 * "Bekijk op de site" in the edit view's sidebar: the document's public page in a new tab. A
 * catalogue document's address is its stored path, a page's its slug (src/kit/routes).
 */
export const viewOnSiteField = (kind: 'catalogue' | 'page'): UIField => ({
  name: 'viewOnSite',
  type: 'ui',
  label: staticLabel('Bekijk op de site', 'View on the site', 'Auf der Website ansehen'),
  admin: {
    position: 'sidebar',
    components: {
      Field: { path: '/src/kit/admin/ViewOnSiteLink#ViewOnSiteLink', serverProps: { kind } },
    },
  },
})
