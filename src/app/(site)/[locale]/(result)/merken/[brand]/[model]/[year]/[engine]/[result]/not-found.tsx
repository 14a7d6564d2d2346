import { ResultNotFound } from '@/catalogue/components/states.client'

/** Also the boundary the browser hands an unknown result to after hydration. */
export default function NotFound() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <ResultNotFound />
    </main>
  )
}
