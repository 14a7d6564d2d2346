import { createElement } from 'react'

import { icons } from './icon-drawings'

export type IconName = keyof typeof icons

/**
 * A lucide icon as plain SVG, drawn on the server from lucide-react's own nodes (see
 * scripts/icon-drawings.mjs), so an icon adds no script to a page. In the text's colour, 1.25rem
 * unless a class says otherwise; decorative unless given a label, which it then speaks as an image.
 */
export function Icon({
  name,
  className = 'size-5',
  label,
}: {
  name: IconName
  className?: string
  label?: string
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
      {...(label
        ? { role: 'img', 'aria-label': label }
        : { 'aria-hidden': true, focusable: false })}
    >
      {icons[name].node.map(([tag, attributes], index) =>
        createElement(tag, { key: index, ...attributes }),
      )}
    </svg>
  )
}
