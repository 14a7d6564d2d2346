import type { StripState } from '@/booking/rules/day-strip'

/**
 * The planner's colours, from Payload's theme variables so they follow the admin's light and dark
 * theme. Text stays the theme's own text colour on a tint of 100, which keeps AA contrast in both;
 * the stronger 500 shade only draws borders. Colour is never the only sign: every day and status
 * carries its word, and every day state a mark of its own.
 */
export type Tone = 'success' | 'warning' | 'error' | 'elevation'

export const tint = (tone: Tone) => `var(--theme-${tone}-100)`
export const edge = (tone: Tone) =>
  tone === 'elevation' ? 'var(--theme-elevation-400)' : `var(--theme-${tone}-500)`

export const dayTone: Record<StripState, Tone> = {
  free: 'success',
  booked: 'warning',
  full: 'error',
  closed: 'elevation',
}

/** A mark beside the day's word, for who cannot tell the colours apart. */
export const dayMark: Record<StripState, string> = {
  free: '○',
  booked: '◐',
  full: '●',
  closed: '✕',
}

/** Open work in warm colours, done work neutral, a no-show as the one to notice. */
export const statusTone: Record<string, Tone> = {
  new: 'warning',
  confirmed: 'success',
  completed: 'elevation',
  cancelled: 'elevation',
  noShow: 'error',
}

export const toneOfStatus = (status: string): Tone => statusTone[status] ?? 'elevation'
