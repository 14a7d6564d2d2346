/**
 * The planner on paper: A4 for the workshop floor, black on white, without Payload's navigation,
 * header and the screen-only controls. With a day open only that day prints, not the month.
 */
export const plannerPrintCss = `
@media print {
  @page { size: A4; margin: 12mm; }
  html, body { background: #fff !important; color: #000 !important; }
  .nav, .app-header, .template-default__nav-toggler-wrapper, .payload-toast-container,
  [data-planner-screen-only] { display: none !important; }
  .template-default, .template-default__wrap { display: block !important; padding: 0 !important; margin: 0 !important; }
  [data-planner] .gutter--left, [data-planner] .gutter--right { padding: 0 !important; }
  [data-planner][data-day] [data-planner-month] { display: none !important; }
  [data-planner] * { color: #000 !important; background: #fff !important; border-color: #000 !important; box-shadow: none !important; }
  [data-planner] a { text-decoration: none !important; }
  [data-planner] table { width: 100% !important; font-size: 10pt; }
  [data-planner] tr { break-inside: avoid; }
}
`
