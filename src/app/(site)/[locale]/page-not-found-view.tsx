import { NotFoundView } from '@/content/components/layout/NotFoundStatus'

import PageNotFound from './not-found'

/** The not-found page in place of a page, answered with status 404 (see NotFoundView). */
export function PageNotFoundView() {
  return (
    <NotFoundView>
      <PageNotFound />
    </NotFoundView>
  )
}
