import { BrandNotFound } from '@/catalogue/components/states.client'

/** Reached when /merken/{brand} names no brand (the brand layout calls notFound). */
export default function NotFound() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <BrandNotFound />
    </main>
  )
}
