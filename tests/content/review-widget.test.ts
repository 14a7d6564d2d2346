import { describe, expect, it } from 'vitest'

import { widgetScriptProblem } from '@/content/rules/review-widget'

describe('a review widget script the site can load', () => {
  const allowed = 'https://widget.example.com'

  it('comes from the one origin the security policy allows', () => {
    expect(widgetScriptProblem('https://widget.example.com/loader.js?id=4', allowed)).toBeNull()
    expect(widgetScriptProblem('https://WIDGET.example.com/loader.js', allowed)).toBeNull()
    expect(widgetScriptProblem('https://other.example.com/loader.js', allowed)).toBe('other-host')
    expect(widgetScriptProblem('https://widget.example.com:8443/x.js', allowed)).toBe('other-host')
  })

  it('is refused when the policy allows no widget at all', () => {
    expect(widgetScriptProblem('https://widget.example.com/loader.js', undefined)).toBe(
      'no-widget-allowed',
    )
  })

  it('is an https address', () => {
    for (const url of ['http://widget.example.com/x.js', 'widget.example.com/x.js', 'https://a b'])
      expect(widgetScriptProblem(url, allowed), url).toBe('not-https')
  })
})
