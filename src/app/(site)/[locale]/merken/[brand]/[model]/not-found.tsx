import { YearNotFound } from '@/catalogue/components'

export default function NotFound() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <YearNotFound />
    </main>
  )
}
