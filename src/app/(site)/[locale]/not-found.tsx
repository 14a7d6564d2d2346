import { Link } from '@/i18n/navigation'

export default function NotFound() {
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">Oops! Page not found</h1>
      <Link href="/" className="mt-6 inline-block text-brand-700 underline">
        Home
      </Link>
    </main>
  )
}
