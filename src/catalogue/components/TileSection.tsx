import { Icon } from '@/kit/ui/Icon'
import type { IconName } from '@/kit/ui/icon-nodes'

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
        {items.map(({ text, icon = 'circle-check' }) => (
          <li
            key={text}
            className="flex items-start gap-3 rounded-xl bg-slate-50 p-4 font-medium text-slate-800"
          >
            <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
