import PDFDocument from 'pdfkit'

/** Everything a brochure prints, already in the reader's language. */
export type BrochureContent = {
  title: string
  subtitle: string
  figuresTitle: string
  figures: { label: string; stock: string; tuned: string; gain: string }[]
  figureHeads: { stock: string; tuned: string; gain: string }
  price: { label: string; amount: string; note: string }
  highlights: string[]
  warrantyTitle: string
  warranty: string[]
  workshop: { name: string; lines: string[] }
  pageUrl: string
  disclaimer: string
}

const ink = '#0f172a'
const brand = '#c2410c'
const muted = '#475569'
const margin = 50

/**
 * One A4 page with the package for one vehicle. The standard PDF fonts need no font files and
 * cover Dutch and German letters and the euro sign.
 */
export function renderBrochure(
  content: BrochureContent,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    compress: options.compress ?? true,
    info: { Title: content.title, Author: content.workshop.name, Subject: content.subtitle },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const width = doc.page.width - 2 * margin

  doc.rect(0, 0, doc.page.width, 8).fill(brand)
  doc
    .fillColor(brand)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(content.workshop.name.toUpperCase(), margin, 30)
  doc.fillColor(ink).font('Helvetica-Bold').fontSize(24).text(content.title, margin, 56, { width })
  doc.fillColor(muted).font('Helvetica').fontSize(12).text(content.subtitle, { width })

  doc.moveDown(1.2)
  doc.fillColor(ink).font('Helvetica-Bold').fontSize(14).text(content.figuresTitle)
  figureTable(doc, content, width)

  doc.moveDown(1)
  const boxTop = doc.y
  doc.roundedRect(margin, boxTop, width, 70, 8).fill('#f1f5f9')
  doc
    .fillColor(muted)
    .font('Helvetica')
    .fontSize(11)
    .text(content.price.label, margin + 16, boxTop + 14)
  doc
    .fillColor(ink)
    .font('Helvetica-Bold')
    .fontSize(26)
    .text(content.price.amount, margin + 16, boxTop + 30)
  doc
    .fillColor(muted)
    .font('Helvetica')
    .fontSize(11)
    .text(content.price.note, margin + 200, boxTop + 40, { width: width - 216, align: 'right' })
  doc.y = boxTop + 86

  bullets(doc, content.highlights, width)
  doc.moveDown(0.8)
  doc.fillColor(ink).font('Helvetica-Bold').fontSize(14).text(content.warrantyTitle, margin)
  bullets(doc, content.warranty, width)

  const footerTop = doc.page.height - margin - 110
  doc
    .moveTo(margin, footerTop)
    .lineTo(margin + width, footerTop)
    .strokeColor('#cbd5e1')
    .stroke()
  doc
    .fillColor(ink)
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(content.workshop.name, margin, footerTop + 12)
  doc.font('Helvetica').fontSize(10).fillColor(muted)
  for (const line of content.workshop.lines) doc.text(line, { width })
  doc.fillColor(brand).text(content.pageUrl, { width, link: content.pageUrl, underline: false })
  doc
    .fillColor(muted)
    .fontSize(8)
    .text(content.disclaimer, margin, doc.page.height - margin - 20, { width, lineBreak: true })

  doc.end()
  return done
}

function figureTable(doc: PDFKit.PDFDocument, content: BrochureContent, width: number) {
  const columns = [0, 0.34, 0.56, 0.8].map((share) => margin + share * width)
  const row = (cells: string[], font: string, color: string) => {
    const top = doc.y + 6
    cells.forEach((cell, index) =>
      doc
        .fillColor(index === 3 ? brand : color)
        .font(font)
        .fontSize(12)
        .text(cell, columns[index]!, top, { lineBreak: false }),
    )
    doc.y = top + 20
  }
  row(
    ['', content.figureHeads.stock, content.figureHeads.tuned, content.figureHeads.gain],
    'Helvetica',
    muted,
  )
  for (const figure of content.figures)
    row([figure.label, figure.stock, figure.tuned, figure.gain], 'Helvetica-Bold', ink)
  doc.x = margin
}

function bullets(doc: PDFKit.PDFDocument, items: string[], width: number) {
  doc.font('Helvetica').fontSize(11).fillColor(ink)
  for (const item of items) doc.text(`•  ${item}`, margin, doc.y + 4, { width })
}
