import { describe, expect, it } from 'vitest'

import { groupFaqs } from '@/content/rules/faq'

describe('FAQ categories', () => {
  it('groups questions in the fixed category order, keeping staff order inside', () => {
    const faqs = [
      { q: 'price', category: 'pricing' },
      { q: 'safe', category: 'technical' },
      { q: 'what', category: 'general' },
      { q: 'warranty', category: 'technical' },
      { q: 'unknown', category: null },
    ]
    expect(groupFaqs(faqs).map((g) => [g.category, g.faqs.map((f) => f.q)])).toEqual([
      ['general', ['what', 'unknown']],
      ['technical', ['safe', 'warranty']],
      ['pricing', ['price']],
    ])
  })
  it('has no groups without questions', () => {
    expect(groupFaqs([])).toEqual([])
  })
})
