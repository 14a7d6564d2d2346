import type { Block } from './types'

// Small constructors keep the page bodies readable.
export const h = (text: string): Block => ({ type: 'heading', text })
export const p = (text: string): Block => ({ type: 'paragraph', text })
export const list = (...items: string[]): Block => ({ type: 'list', items })
