import {
  Body,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components'
import { render } from '@react-email/render'
import type { ReactNode } from 'react'

/** The sender's details every mail ends with (Dutch law asks for the KvK number). */
export type MailSender = {
  businessName: string
  address: string
  phone?: string | null
  email?: string | null
  kvk?: string | null
  vat?: string | null
}

const vatWord = { nl: 'BTW', en: 'VAT', de: 'USt-IdNr.' } as const
type Language = keyof typeof vatWord

/** The sender's lines, as the text part ends and the HTML's footer shows them. */
export function senderLines(sender: MailSender, language: string | null | undefined): string[] {
  const lang: Language = language === 'en' || language === 'de' ? language : 'nl'
  return [
    sender.businessName,
    sender.address,
    [sender.phone, sender.email].filter(Boolean).join(' · '),
    [sender.kvk && `KvK ${sender.kvk}`, sender.vat && `${vatWord[lang]} ${sender.vat}`]
      .filter(Boolean)
      .join(' · '),
  ].filter((line) => line && line.trim() !== '')
}

const url = /(https?:\/\/[^\s<>"]+)/g

/**
 * A line with the workshop's own addresses in it as links. Only those: any other address in
 * the text (one a visitor typed into a name or a message) stays text, so the mail never links
 * where a stranger chose.
 */
function withLinks(line: string, links: ReadonlySet<string>): ReactNode[] {
  return line.split(url).map((part, i) =>
    i % 2 === 1 && links.has(part) ? (
      <Link key={i} href={part} style={{ color: '#b4380b' }}>
        {part}
      </Link>
    ) : (
      part
    ),
  )
}

/** The mail's text in blocks: paragraphs, and runs of indented lines (details, a list). */
function blocks(text: string) {
  return text.split(/\n{2,}/).map((block) => {
    const lines = block.split('\n')
    const indented = lines.length > 0 && lines.every((line) => line.startsWith('  '))
    return { indented, lines: lines.map((line) => (indented ? line.slice(2) : line)) }
  })
}

type MailProps = { text: string; sender: MailSender; language: string; links: ReadonlySet<string> }

function Mail({ text, sender, language, links }: MailProps) {
  const first = text.split('\n').find((line) => line.trim()) ?? sender.businessName
  return (
    <Html lang={language}>
      <Head />
      <Preview>{first}</Preview>
      <Body style={{ backgroundColor: '#f1f5f9', fontFamily: 'Arial, Helvetica, sans-serif' }}>
        <Container style={{ backgroundColor: '#ffffff', padding: '24px', maxWidth: '600px' }}>
          <Text style={{ fontSize: '18px', fontWeight: 700, color: '#0f172a', margin: 0 }}>
            {sender.businessName}
          </Text>
          <Hr />
          {blocks(text).map((block, i) => (
            <Section
              key={i}
              style={block.indented ? { backgroundColor: '#f8fafc', padding: '8px 12px' } : {}}
            >
              <Text
                style={{ fontSize: '15px', lineHeight: '22px', color: '#1e293b', margin: '8px 0' }}
              >
                {block.lines.flatMap((line, j) => [
                  ...(j > 0 ? [<br key={`br${j}`} />] : []),
                  ...withLinks(line, links),
                ])}
              </Text>
            </Section>
          ))}
          <Hr />
          <Text style={{ fontSize: '12px', lineHeight: '18px', color: '#475569' }}>
            {senderLines(sender, language).flatMap((line, j) => [
              ...(j > 0 ? [<br key={`f${j}`} />] : []),
              line,
            ])}
          </Text>
        </Container>
      </Body>
    </Html>
  )
}

/**
 * A mail in HTML (react-email) with its plain-text part: the same words, `links` (the
 * workshop's own addresses in the text: a manage link, an offer) as links in the HTML, and the
 * sender's name, address, phone, KvK and BTW number under both. React escapes every other
 * character of the text, so markup a visitor typed shows as the characters they typed.
 */
export async function renderMail(
  text: string,
  sender: MailSender,
  language: string | null | undefined,
  links: readonly string[] = [],
): Promise<{ html: string; text: string }> {
  const lang = language === 'en' || language === 'de' ? language : 'nl'
  const html = await render(
    <Mail text={text} sender={sender} language={lang} links={new Set(links)} />,
  )
  return { html, text: [text.trimEnd(), '', '--', ...senderLines(sender, lang)].join('\n') }
}

type Address = { street?: string | null; postcode?: string | null; city?: string | null } | null

/** The sender from Site settings. */
export function senderFrom(settings: {
  businessName?: string | null
  address?: Address
  phone?: string | null
  email?: string | null
  kvk?: string | null
  vat?: string | null
}): MailSender {
  const address = settings.address
  return {
    businessName: settings.businessName || 'Chiptuning Nijmegen',
    address: [address?.street, [address?.postcode, address?.city].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
    phone: settings.phone,
    email: settings.email,
    kvk: settings.kvk,
    vat: settings.vat,
  }
}
