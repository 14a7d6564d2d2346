import { ManageLinkNotFound } from '@/components/booking/ManageLinkNotFound'

/** The same words once the browser takes over the page (see NotFoundView). */
export default function NotFound() {
  return <ManageLinkNotFound />
}
