import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import GlobalError from '@/app/global-error'

describe('top-level error boundary', () => {
  it("shows the spec's generic screen with the message, a retry and the way home", () => {
    const html = renderToStaticMarkup(
      <GlobalError
        error={Object.assign(new Error('Header failed'), { digest: '42' })}
        reset={() => {}}
      />,
    )
    expect(html).toContain('<h1 class="text-3xl font-bold">Unexpected Application Error</h1>')
    expect(html).toContain('Header failed (42)')
    expect(html).toContain('Opnieuw proberen')
    expect(html).toMatch(/<a href="\/"[^>]*>Home<\/a>/)
    expect(html).toContain('<html lang="nl">')
  })
})
