import { notFound } from 'next/navigation'

/** Any path no route claims renders the localized not-found page with status 404. */
export default function CatchAll() {
  notFound()
}
