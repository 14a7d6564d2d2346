import { plot, type Series } from '@/dyno/rules/chart'

type Props = {
  id: string
  title: string
  description: string
  axisX: string
  series: readonly (Series & { label: string })[]
  format: (value: number) => string
}

// The drawing is 640 units wide and scales to its box: on a phone (about 320 px) a unit is half a
// pixel, so the figures are drawn twice as large there to stay readable (about 10 px).
const TICK = 'fill-fg-muted text-[20px] sm:text-[11px]'

/**
 * One chart drawn on the server as plain SVG: before dashed and grey, after solid in the accent.
 * It is an image to assistive technology (role="img" with its title and a description of the
 * peaks); the figures themselves are in the table beside it.
 */
export function DynoChart({ id, title, description, axisX, series, format }: Props) {
  const drawing = plot(series)
  const { width, height, pad } = drawing
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="h-auto w-full"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {drawing.y.ticks.map((tick) => (
        <g key={`y${tick}`}>
          <line
            x1={pad.left}
            x2={width - pad.right}
            y1={drawing.sy(tick)}
            y2={drawing.sy(tick)}
            className="stroke-line"
            strokeWidth={1}
          />
          <text x={pad.left - 8} y={drawing.sy(tick) + 4} textAnchor="end" className={TICK}>
            {format(tick)}
          </text>
        </g>
      ))}
      {drawing.x.ticks.map((tick) => (
        <text
          key={`x${tick}`}
          x={drawing.sx(tick)}
          y={height - pad.bottom + 22}
          textAnchor="middle"
          className={TICK}
        >
          {format(tick)}
        </text>
      ))}
      <text x={width / 2} y={height - 4} textAnchor="middle" className={TICK}>
        {axisX}
      </text>
      {drawing.lines.map((line) => (
        <path
          key={line.key}
          d={line.d}
          fill="none"
          strokeLinejoin="round"
          className={line.key === 'after' ? 'stroke-accent' : 'stroke-fg-muted'}
          strokeWidth={line.key === 'after' ? 3 : 2}
          strokeDasharray={line.key === 'after' ? undefined : '6 4'}
        />
      ))}
    </svg>
  )
}
