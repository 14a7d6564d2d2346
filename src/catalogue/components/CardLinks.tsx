import type { ReactNode } from 'react'

import { Link } from '@/i18n/navigation'

import { LinkPending } from './LinkPending.client'

export type CardLink = {
  key: string
  href: string
  title: string
  /** The badge text of a page that is not ready yet; it replaces the detail. */
  comingSoon?: string | null
  detail: ReactNode
}

const grids = {
  tiles: 'grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4',
  wide: 'gap-3 sm:grid-cols-2 lg:grid-cols-3',
} as const

/**
 * The catalogue's next step as a grid of cards, each one link: the models of a brand, the
 * build years of a model, the engines of a build year. A card shows a spinner while its page loads.
 */
export function CardLinks({
  cards,
  grid = 'tiles',
  title = 'font-semibold',
  spread = false,
}: {
  cards: readonly CardLink[]
  grid?: keyof typeof grids
  title?: string
  spread?: boolean
}) {
  return (
    <ul className={`mt-4 grid ${grids[grid]}`}>
      {cards.map((card) => (
        <li key={card.key}>
          <Link
            href={card.href}
            className={`flex h-full flex-col ${spread ? 'justify-between ' : ''}gap-2 rounded-xl border border-line bg-card p-4 shadow-sm hover:border-accent`}
          >
            <span className={`${title} text-fg`}>{card.title}</span>
            {card.comingSoon ? (
              <span className="w-fit rounded-full bg-warning-soft px-2 py-0.5 text-xs font-semibold text-warning">
                {card.comingSoon}
              </span>
            ) : (
              card.detail
            )}
            <LinkPending />
          </Link>
        </li>
      ))}
    </ul>
  )
}
