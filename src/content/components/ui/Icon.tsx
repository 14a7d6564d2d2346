import { createElement } from 'react'

import { type IconName, icons } from './icons'

/**
 * A lucide icon as plain SVG, in the text's colour and size (1.25em unless a class says
 * otherwise). Decorative unless given a label, which it then speaks as an image.
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
      {icons[name].node.map(([tag, attributes]) => createElement(tag, attributes))}
    </svg>
  )
}
