import type { CSSProperties } from 'react'

import { dayState, type StripState } from '@/booking/rules/day-strip'
import type { PlannerDay } from '@/booking/rules/planner'

import { type PlannerKey, weekdayKeys } from './texts'
import { dayMark, dayTone, edge, tint } from './tones'

export type PlannerT = (
  key: `planner:${PlannerKey}`,
  values?: Record<string, string | number>,
) => string

const legendKeys: Record<StripState, PlannerKey> = {
  free: 'legendFree',
  booked: 'legendBooked',
  full: 'legendFull',
  closed: 'legendClosed',
}

const swatch = (state: StripState): CSSProperties => ({
  background: tint(dayTone[state]),
  borderLeft: `4px solid ${edge(dayTone[state])}`,
  color: 'var(--theme-text)',
})

/** What a day says in words: its state first, then its places. */
function DayWords({ day, t }: { day: PlannerDay; t: PlannerT }) {
  const state = dayState(day)
  const word =
    state === 'closed'
      ? day.closedReason
        ? `${t('planner:closed')}: ${day.closedReason}`
        : t('planner:closed')
      : state === 'full'
        ? t('planner:full')
        : t('planner:freeCount', { count: day.free })
  return (
    <>
      <span style={{ display: 'block', fontWeight: 600 }}>
        <span aria-hidden="true">{dayMark[state]} </span>
        {word}
      </span>
      {state !== 'closed' && (
        <span style={{ display: 'block', fontSize: '0.85em' }}>
          {t('planner:usedOf', { used: day.used, places: day.places })}
        </span>
      )}
    </>
  )
}

/** The month as Monday-first weeks, each day in its state's colour, word and mark. */
export function MonthGrid({
  grid,
  selected,
  dayHref,
  t,
}: {
  grid: PlannerDay[][]
  selected?: string
  dayHref: (date: string) => string
  t: PlannerT
}) {
  return (
    <div data-planner-month>
      <table
        aria-label={t('planner:title')}
        style={{
          width: '100%',
          borderCollapse: 'separate',
          borderSpacing: 4,
          tableLayout: 'fixed',
        }}
      >
        <thead>
          <tr>
            {weekdayKeys.map((d) => (
              <th key={d} scope="col" style={{ textAlign: 'left', padding: '0.25rem 0.5rem' }}>
                {t(`planner:${d}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((week) => (
            <tr key={week[0]!.date}>
              {week.map((day) => (
                <td
                  key={day.date}
                  data-date={day.date}
                  data-state={dayState(day)}
                  style={{
                    ...swatch(dayState(day)),
                    borderRadius: 'var(--style-radius-s, 4px)',
                    padding: 0,
                    verticalAlign: 'top',
                    opacity: day.inMonth ? 1 : 0.7,
                    outline:
                      day.date === selected ? '2px solid var(--theme-elevation-800)' : undefined,
                  }}
                >
                  <a
                    href={dayHref(day.date)}
                    aria-current={day.date === selected ? 'date' : undefined}
                    style={{
                      display: 'block',
                      minHeight: '4.5rem',
                      padding: '0.4rem 0.5rem',
                      color: 'inherit',
                      textDecoration: 'none',
                    }}
                  >
                    <span style={{ display: 'block', fontSize: '1.1em', fontWeight: 700 }}>
                      {Number(day.date.slice(8))}
                    </span>
                    <DayWords day={day} t={t} />
                  </a>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-label={t('planner:legend')} style={{ margin: '1rem 0' }}>
        <h2 style={{ fontSize: '1rem', margin: '0 0 0.5rem' }}>{t('planner:legend')}</h2>
        <ul
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: '0.75rem',
            listStyle: 'none',
            margin: 0,
            padding: 0,
          }}
        >
          {(Object.keys(legendKeys) as StripState[]).map((state) => (
            <li
              key={state}
              style={{
                ...swatch(state),
                padding: '0.25rem 0.6rem',
                borderRadius: 'var(--style-radius-s, 4px)',
              }}
            >
              <span aria-hidden="true">{dayMark[state]} </span>
              {t(`planner:${legendKeys[state]}`)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
