export default function Page() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Bare Next page</h1>
      <p className="mt-3 text-lg text-fg-muted">
        A server-rendered page with no client components and the site stylesheet, built with the
        same Next version as the site.
      </p>
    </main>
  )
}
