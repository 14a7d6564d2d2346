/** A titled section of short statements in tiles: advantages, benefits, warranty. */
export function TileSection({
  id,
  title,
  items,
  columns = 'sm:grid-cols-2',
}: {
  id: string
  title: string
  items: string[]
  columns?: string
}) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <ul className={`mt-4 grid gap-4 ${columns}`}>
        {items.map((item) => (
          <li key={item} className="rounded-xl bg-panel p-4 font-medium text-fg">
            {item}
          </li>
        ))}
      </ul>
    </section>
  )
}
