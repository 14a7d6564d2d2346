import { rowProblemText } from '@/catalogue/import/rules/problem-texts'
import type { StoredReport } from '@/catalogue/import/server/import-report'

import { type ImportTexts, upperFirst } from '../admin-texts'

const api = '/api/cms/catalogue-imports'

/** Reports stored before reasons were kept as data hold an English `reason` instead. */
const reasonOf = (issue: StoredReport['rejected'][number], language: string) =>
  'problem' in issue && issue.problem
    ? rowProblemText(issue.problem, language)
    : String((issue as { reason?: unknown }).reason ?? '')

/** The dry run's counts, changed figures, moved addresses and rejected rows. */
export function ImportReport({
  report,
  id,
  t,
  language,
}: {
  report: StoredReport
  id: number | string
  t: ImportTexts
  language: string
}) {
  const levels = [
    [t.brands, report.brands],
    [t.models, report.models],
    [t.years, report.years],
    [t.engines, report.engines],
  ] as const
  const shown = report.changes.slice(0, 200)
  return (
    <>
      <p>{t.file(report.records, report.encoding, report.delimiter, report.decimal)}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t.level}</th>
            <th scope="col">{t.created}</th>
            <th scope="col">{t.updated}</th>
            <th scope="col">{t.unchanged}</th>
            <th scope="col">{t.stale}</th>
          </tr>
        </thead>
        <tbody>
          {levels.map(([label, counts]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{counts.created}</td>
              <td>{counts.updated}</td>
              <td>{counts.unchanged}</td>
              <td>{'stale' in counts ? counts.stale : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t.changes}</h3>
      {report.changes.length === 0 ? (
        <p>{t.noChanges}</p>
      ) : (
        <>
          <p>
            {t.firstOf(shown.length, report.changes.length)}{' '}
            <a href={`${api}/${id}/changes`} download>
              {t.downloadChanges}
            </a>
          </p>
          <table>
            <thead>
              <tr>
                <th scope="col">{t.engine}</th>
                <th scope="col">{t.field}</th>
                <th scope="col">{t.before}</th>
                <th scope="col">{t.after}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((change) => (
                <tr key={`${change.path}:${change.field}`}>
                  <td>
                    {change.path} ({change.name})
                  </td>
                  <td>{t.fieldName(change.field)}</td>
                  <td>{String(change.before ?? '')}</td>
                  <td>{String(change.after ?? '')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {report.moved.length > 0 ? (
        <>
          <h3>{t.moved}</h3>
          <ul>
            {report.moved.slice(0, 200).map((move) => (
              <li key={move.from}>
                {move.from} → {move.to}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {report.rejected.length > 0 ? (
        <>
          <h3>
            {t.rejected} ({report.rejected.length + report.omittedIssues})
          </h3>
          <table>
            <thead>
              <tr>
                <th scope="col">{t.line}</th>
                <th scope="col">{t.reason}</th>
              </tr>
            </thead>
            <tbody>
              {report.rejected.map((issue) => (
                <tr key={issue.line}>
                  <td>{issue.line}</td>
                  <td>{upperFirst(reasonOf(issue, language))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </>
  )
}
