import { createElement } from 'react'

import { iconNodes, type IconName } from './icon-nodes'

/**
 * A lucide icon drawn on the server with lucide's own attributes (24 grid, 2 px round strokes):
 * no script. Decorative beside its text, so hidden from assistive technology.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {iconNodes[name].map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  )
}
