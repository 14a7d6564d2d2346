/**
 * The colour of a booking's status where staff scan a list: what still asks for an answer in
 * amber, what holds in green, what was called off in red, what is done in grey. The names are
 * the tones of Payload's own pills (`pill--style-<tone>`), so the badges follow its theme.
 */
export type BadgeTone = 'warning' | 'success' | 'error' | 'light-gray' | 'dark'

const tones: Record<string, BadgeTone> = {
  new: 'warning',
  confirmed: 'success',
  cancelled: 'error',
  completed: 'light-gray',
  noShow: 'dark',
}

export const statusTone = (status: string | null | undefined): BadgeTone =>
  (status && tones[status]) || 'light-gray'
