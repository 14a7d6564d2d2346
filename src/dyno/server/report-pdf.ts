import PDFDocument from 'pdfkit'

import { plot, powerSeries, torqueSeries } from '@/dyno/rules/chart'
import type { CurvePoint } from '@/dyno/rules/parse'

/** Everything the customer's report prints, already in the booking's language. */
export type ReportContent = {
  title: string
  workshop: { name: string; lines: string[] }
  facts: { label: string; value: string }[]
  heads: { before: string; after: string; gain: string }
  runs: {
    title: string
    figures: { label: string; before: string; after: string; gain: string }[]
    before: readonly CurvePoint[]
    after: readonly CurvePoint[]
  }[]
  charts: { power: string; torque: string }
  disclaimer: string
}

const ink = '#0f172a'
const brand = '#c2410c'
const muted = '#475569'
const beforeColour = '#64748b'
const margin = 50

/**
 * The customer's dyno report: per run its peak figures and the power and torque curves, before
 * (grey) and after (orange), drawn from the stored points; the workshop's details at the foot.
 * The standard PDF fonts cover Dutch and German letters without font files.
 */
export function renderDynoReport(
  content: ReportContent,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    compress: options.compress ?? true,
    info: { Title: content.title, Author: content.workshop.name },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const width = doc.page.width - 2 * margin
  content.runs.forEach((run, index) => {
    if (index > 0) doc.addPage()
    doc.rect(0, 0, doc.page.width, 8).fill(brand)
    doc.fillColor(brand).font('Helvetica-Bold').fontSize(11)
    doc.text(content.workshop.name.toUpperCase(), margin, 30)
    doc.fillColor(ink).fontSize(22).text(content.title, margin, 52, { width })
    doc.font('Helvetica').fontSize(11)
    for (const fact of content.facts)
      doc
        .fillColor(muted)
        .text(`${fact.label}: `, { continued: true })
        .fillColor(ink)
        .text(fact.value)
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(13).text(run.title)
    figures(doc, content.heads, run.figures, width)
    chart(doc, content.charts.power, powerSeries(run.before), powerSeries(run.after), width)
    chart(doc, content.charts.torque, torqueSeries(run.before), torqueSeries(run.after), width)
    footer(doc, content, width)
  })
  doc.end()
  return done
}

function figures(
  doc: PDFKit.PDFDocument,
  heads: ReportContent['heads'],
  rows: ReportContent['runs'][number]['figures'],
  width: number,
) {
  const columns = [0, 0.3, 0.52, 0.76].map((share) => margin + share * width)
  const row = (cells: string[], font: string) => {
    const top = doc.y + 4
    cells.forEach((cell, i) =>
      doc
        .fillColor(i === 3 ? brand : i === 0 ? ink : muted)
        .font(font)
        .fontSize(11)
        .text(cell, columns[i]!, top, { lineBreak: false }),
    )
    doc.y = top + 17
  }
  row(['', heads.before, heads.after, heads.gain], 'Helvetica')
  for (const figure of rows)
    row([figure.label, figure.before, figure.after, figure.gain], 'Helvetica-Bold')
  doc.x = margin
}

type Points = { x: number; y: number }[]

function chart(
  doc: PDFKit.PDFDocument,
  title: string,
  before: Points,
  after: Points,
  width: number,
) {
  const height = 190
  const top = doc.y + 14
  doc.fillColor(ink).font('Helvetica-Bold').fontSize(11).text(title, margin, top)
  const drawing = plot(
    [
      { key: 'before', points: before },
      { key: 'after', points: after },
    ],
    width,
    height,
  )
  const y0 = top + 16
  doc.save().translate(margin, y0)
  doc.font('Helvetica').fontSize(8).fillColor(muted)
  for (const tick of drawing.y.ticks) {
    const y = drawing.sy(tick)
    doc
      .moveTo(drawing.pad.left, y)
      .lineTo(width - drawing.pad.right, y)
      .lineWidth(0.5)
      .strokeColor('#e2e8f0')
      .stroke()
    doc.text(String(tick), 0, y - 4, {
      width: drawing.pad.left - 6,
      align: 'right',
      lineBreak: false,
    })
  }
  for (const tick of drawing.x.ticks) {
    const x = drawing.sx(tick)
    doc.text(String(tick), x - 20, height - drawing.pad.bottom + 6, {
      width: 40,
      align: 'center',
      lineBreak: false,
    })
  }
  drawing.lines.forEach((line) => {
    doc
      .path(line.d)
      .lineWidth(line.key === 'after' ? 2 : 1.5)
      .strokeColor(line.key === 'after' ? brand : beforeColour)
    if (line.key === 'before') doc.dash(4, { space: 3 })
    doc.stroke().undash()
  })
  doc.restore()
  doc.y = y0 + height - 14
  doc.x = margin
}

function footer(doc: PDFKit.PDFDocument, content: ReportContent, width: number) {
  const top = doc.page.height - margin - 80
  doc
    .moveTo(margin, top)
    .lineTo(margin + width, top)
    .lineWidth(0.5)
    .strokeColor('#cbd5e1')
    .stroke()
  doc
    .fillColor(ink)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(content.workshop.name, margin, top + 8)
  doc.font('Helvetica').fontSize(9).fillColor(muted)
  doc.text(content.workshop.lines.join(' · '), { width })
  doc.fontSize(8).text(content.disclaimer, margin, doc.page.height - margin - 24, { width })
}
