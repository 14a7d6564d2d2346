'use client'

import { useField, useTranslation } from '@payloadcms/ui'
import type { ChangeEvent } from 'react'

const words = {
  nl: 'Of kies het CSV-bestand:',
  en: 'Or choose the CSV file:',
  de: 'Oder wählen Sie die CSV-Datei:',
} as const

/**
 * Under a run's CSV field: reads the chosen export in the browser into the field, so the file's
 * text is checked on save like pasted text (the server parses it and refuses a wrong one).
 */
export function CsvFilePicker() {
  const { setValue } = useField<string>()
  const { i18n } = useTranslation()
  const text = words[i18n.language as keyof typeof words] ?? words.nl
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (file) setValue(await file.text())
  }
  return (
    <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', marginTop: '0.5rem' }}>
      <span>{text}</span>
      <input type="file" accept=".csv,.txt,.tsv,text/csv,text/plain" onChange={pick} />
    </label>
  )
}
