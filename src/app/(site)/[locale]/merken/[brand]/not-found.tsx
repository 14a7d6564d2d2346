import { Maintenance } from '@/catalogue/components/states.client'

/** Reached when a model slug is unknown: the model has no data (yet). */
export default function NotFound() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <Maintenance />
    </main>
  )
}
