import { EngineNotFound } from '@/catalogue/components/states.client'

export default function NotFound() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <EngineNotFound />
    </main>
  )
}
