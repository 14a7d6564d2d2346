import type { UIFieldServerProps } from 'payload'

import { label } from '@/i18n/admin-labels'

const words = {
  uploadedBy: label('Geüpload door', 'Uploaded by', 'Hochgeladen von'),
  uploadedAt: label('Geüpload op', 'Uploaded at', 'Hochgeladen am'),
  appliedBy: label('Toegepast door', 'Applied by', 'Übernommen von'),
  appliedAt: label('Toegepast op', 'Applied at', 'Übernommen am'),
}

type Id = number | string

/**
 * Who uploaded and applied an import, and when, as text in the record's sidebar: the import's
 * jobs write these fields, so as (disabled) form fields they only looked like something to fill in.
 */
export async function ImportFacts({ data, i18n, payload }: UIFieldServerProps) {
  const who = async (user: unknown) => {
    const id = typeof user === 'object' && user ? (user as { id: Id }).id : (user as Id | null)
    if (id === null || id === undefined || id === '') return null
    const found = await payload
      .findByID({ collection: 'users', id, depth: 0, disableErrors: true })
      .catch(() => null)
    return found ? found.name || found.email : null
  }
  const when = (value: unknown) =>
    typeof value === 'string' && value
      ? new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : i18n.language, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'Europe/Amsterdam',
        }).format(new Date(value))
      : null
  const t = { t: i18n.t } as Parameters<typeof words.uploadedBy>[0]
  const facts = [
    [words.uploadedBy, await who(data?.uploadedBy)],
    [words.uploadedAt, when(data?.createdAt)],
    [words.appliedBy, await who(data?.appliedBy)],
    [words.appliedAt, when(data?.appliedAt)],
  ] as const
  return (
    <dl style={{ margin: '0 0 var(--base)' }}>
      {facts
        .filter(([, value]) => value)
        .map(([term, value]) => (
          <div key={term.key} style={{ marginBottom: 'calc(var(--base) / 2)' }}>
            <dt style={{ color: 'var(--theme-elevation-500)' }}>{term(t)}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
    </dl>
  )
}
