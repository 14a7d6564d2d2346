import { engineLabels } from '@/i18n/admin-labels'
import { addAdminTexts, withAdminKeys } from '@/i18n/admin-texts'

/** A reason as the start of a sentence in the report ("Bouwjaar ontbreekt"). */
export const upperFirst = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`

/** The import screen's words in the admin's languages (Dutch first, like the rest of the admin). */
export const importTexts = {
  nl: {
    waiting: 'De proefimport loopt…',
    applying: 'Wordt toegepast…',
    level: 'Niveau',
    created: 'nieuw',
    updated: 'gewijzigd',
    unchanged: 'ongewijzigd',
    stale: 'niet in bestand',
    brands: 'Merken',
    models: 'Modellen',
    years: 'Bouwjaren',
    engines: 'Motoren',
    changes: 'Wijzigingen van cijfers en prijzen',
    firstOf: 'De eerste {{shown}} van {{total}}.',
    downloadChanges: 'Alle wijzigingen downloaden (CSV)',
    moved: 'Motoren met een nieuw adres (het oude adres verwijst door)',
    rejected: 'Afgewezen regels',
    line: 'Regel',
    reason: 'Reden',
    staleTitle: 'Motoren die niet in het bestand staan',
    keep: 'Laten staan',
    hide: 'Verbergen (pagina geeft 404, uit de sitemap)',
    apply: 'Toepassen',
    discard: 'Verwerpen',
    applied: 'Toegepast. De site toont de nieuwe catalogus.',
    discarded: 'Verworpen: er is niets gewijzigd.',
    refused: 'Het bestand is geweigerd: er is niets gewijzigd.',
    failed: 'Mislukt: er is niets gewijzigd.',
    noChanges: 'Dit bestand verandert niets.',
    actionOvertaken:
      'Dat kan niet meer: deze import is intussen toegepast of verworpen. Hierboven staat hoe hij er nu voor staat.',
    actionFailed:
      'Dat lukte niet (geen verbinding, of u bent afgemeld). Laad de pagina opnieuw en probeer het nog eens.',
    file: '{{records}} regels, {{encoding}}, scheidingsteken {{delimiter}}, decimaalteken {{decimal}}',
    field: 'Veld',
    before: 'Voor',
    after: 'Na',
    engine: 'Motor',
    address: 'Adres',
    newTitle: 'Nieuwe prijslijst',
    chooseFile: 'Prijslijst (CSV, of tekst met tabs uit Excel)',
    startDryRun: 'Proefimport starten',
    uploading: 'Bezig met uploaden…',
    uploadFailed: 'Het bestand is niet aangenomen: {{reason}}',
    noFile: 'Kies eerst een bestand.',
    pickFile: 'Bestand kiezen',
    noFileChosen: 'Geen bestand gekozen',
    exportCatalogue: 'Huidige catalogus downloaden (CSV, in het importformaat)',
  },
  en: {
    waiting: 'The dry run is running…',
    applying: 'Applying…',
    level: 'Level',
    created: 'new',
    updated: 'changed',
    unchanged: 'unchanged',
    stale: 'not in file',
    brands: 'Brands',
    models: 'Models',
    years: 'Build years',
    engines: 'Engines',
    changes: 'Changes to figures and prices',
    firstOf: 'The first {{shown}} of {{total}}.',
    downloadChanges: 'Download all changes (CSV)',
    moved: 'Engines with a new address (the old one redirects)',
    rejected: 'Rejected rows',
    line: 'Line',
    reason: 'Reason',
    staleTitle: 'Engines not in the file',
    keep: 'Keep',
    hide: 'Hide (page answers 404, out of the sitemap)',
    apply: 'Apply',
    discard: 'Discard',
    applied: 'Applied. The site shows the new catalogue.',
    discarded: 'Discarded: nothing was changed.',
    refused: 'The file was refused: nothing was changed.',
    failed: 'Failed: nothing was changed.',
    noChanges: 'This file changes nothing.',
    actionOvertaken:
      'That is no longer possible: this import was applied or discarded in the meantime. Its state is shown above.',
    actionFailed:
      'That did not work (no connection, or you were signed out). Reload the page and try again.',
    file: '{{records}} rows, {{encoding}}, delimiter {{delimiter}}, decimal mark {{decimal}}',
    field: 'Field',
    before: 'Before',
    after: 'After',
    engine: 'Engine',
    address: 'Address',
    newTitle: 'New price list',
    chooseFile: 'Price list (CSV, or tab-separated text from Excel)',
    startDryRun: 'Start the dry run',
    uploading: 'Uploading…',
    uploadFailed: 'The file was not accepted: {{reason}}',
    noFile: 'Choose a file first.',
    pickFile: 'Choose a file',
    noFileChosen: 'No file chosen',
    exportCatalogue: 'Download the current catalogue (CSV, in the import format)',
  },
  de: {
    waiting: 'Der Probelauf läuft…',
    applying: 'Wird übernommen…',
    level: 'Ebene',
    created: 'neu',
    updated: 'geändert',
    unchanged: 'unverändert',
    stale: 'nicht in der Datei',
    brands: 'Marken',
    models: 'Modelle',
    years: 'Baujahre',
    engines: 'Motoren',
    changes: 'Änderungen an Werten und Preisen',
    firstOf: 'Die ersten {{shown}} von {{total}}.',
    downloadChanges: 'Alle Änderungen herunterladen (CSV)',
    moved: 'Motoren mit neuer Adresse (die alte leitet weiter)',
    rejected: 'Abgelehnte Zeilen',
    line: 'Zeile',
    reason: 'Grund',
    staleTitle: 'Motoren, die nicht in der Datei stehen',
    keep: 'Behalten',
    hide: 'Ausblenden (Seite antwortet 404, nicht in der Sitemap)',
    apply: 'Übernehmen',
    discard: 'Verwerfen',
    applied: 'Übernommen. Die Website zeigt den neuen Katalog.',
    discarded: 'Verworfen: nichts wurde geändert.',
    refused: 'Die Datei wurde abgelehnt: nichts wurde geändert.',
    failed: 'Fehlgeschlagen: nichts wurde geändert.',
    noChanges: 'Diese Datei ändert nichts.',
    actionOvertaken:
      'Das geht nicht mehr: Dieser Import wurde inzwischen übernommen oder verworfen. Oben steht sein aktueller Stand.',
    actionFailed:
      'Das hat nicht geklappt (keine Verbindung, oder Sie wurden abgemeldet). Laden Sie die Seite neu und versuchen Sie es erneut.',
    file: '{{records}} Zeilen, {{encoding}}, Trennzeichen {{delimiter}}, Dezimalzeichen {{decimal}}',
    field: 'Feld',
    before: 'Vorher',
    after: 'Nachher',
    engine: 'Motor',
    address: 'Adresse',
    newTitle: 'Neue Preisliste',
    chooseFile: 'Preisliste (CSV, oder Text mit Tabs aus Excel)',
    startDryRun: 'Probelauf starten',
    uploading: 'Wird hochgeladen…',
    uploadFailed: 'Die Datei wurde nicht angenommen: {{reason}}',
    noFile: 'Wählen Sie zuerst eine Datei.',
    pickFile: 'Datei wählen',
    noFileChosen: 'Keine Datei gewählt',
    exportCatalogue: 'Aktuellen Katalog herunterladen (CSV, im Importformat)',
  },
}

addAdminTexts('catalogueImport', importTexts)

type Key = keyof (typeof importTexts)['nl']

/**
 * The import screen's words through Payload's `t` (in the browser `useTranslation`, on the
 * server `req.i18n.t`), which reads them from the admin's translations, as an object the
 * screen's parts take.
 */
export function importTextsFrom(translate: unknown) {
  const t = withAdminKeys<`catalogueImport:${Key}`>(translate)
  const words = Object.fromEntries(
    (Object.keys(importTexts.nl) as Key[]).map((key) => [key, t(`catalogueImport:${key}`)]),
  ) as Record<Key, string>
  return {
    ...words,
    /** An engine field as the engine form names it. */
    fieldName: (field: string) =>
      field in engineLabels
        ? withAdminKeys<string>(translate)(engineLabels[field as keyof typeof engineLabels].key)
        : field,
    firstOf: (shown: number, total: number) => t('catalogueImport:firstOf', { shown, total }),
    file: (records: number, encoding: string, delimiter: string, decimal: string) =>
      t('catalogueImport:file', { records, encoding, delimiter, decimal }),
    uploadFailed: (reason: string) => t('catalogueImport:uploadFailed', { reason }),
  }
}

export type ImportTexts = ReturnType<typeof importTextsFrom>
