import { Icon, type IconName } from '@/kit/ui/Icon'

export type Tile = { text: string; icon?: IconName }

/** A titled section of short statements in tiles: advantages, benefits, warranty. */
export function TileSection({
  id,
  title,
  items,
  columns = 'sm:grid-cols-2',
}: {
  id: string
  title: string
  items: Tile[]
  columns?: string
}) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <ul className={`mt-4 grid gap-4 ${columns}`}>
        {items.map(({ text, icon = 'circleCheck' }) => (
          <li
            key={text}
            className="flex items-start gap-3 rounded-xl bg-panel p-4 font-medium text-fg"
          >
            <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-accent" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
