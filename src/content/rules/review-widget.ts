/**
 * Why a review widget's script would not load, or null when it would. The site's Content
 * Security Policy allows scripts from one widget origin only (REVIEW_WIDGET_ORIGIN, set when the
 * site is built): a script from another host is blocked by every browser and the footer shows an
 * empty box, however often staff switch the widget on.
 */
export type WidgetScriptProblem = 'not-https' | 'no-widget-allowed' | 'other-host'

export function widgetScriptProblem(
  scriptUrl: string,
  allowedOrigin: string | undefined,
): WidgetScriptProblem | null {
  let url: URL
  try {
    url = new URL(scriptUrl)
  } catch {
    return 'not-https'
  }
  if (url.protocol !== 'https:' || /[\s"'<>]/.test(scriptUrl)) return 'not-https'
  if (!allowedOrigin) return 'no-widget-allowed'
  return url.origin === new URL(allowedOrigin).origin ? null : 'other-host'
}
