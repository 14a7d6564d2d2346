export default function Page() {
  return (
    <main>
      <h1>Bare Next page</h1>
      <p>
        A server-rendered page with no client components, built with the same Next version as the
        site.
      </p>
    </main>
  )
}
