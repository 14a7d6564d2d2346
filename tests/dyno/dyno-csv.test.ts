import { describe, expect, it } from 'vitest'

import {
  columnKind,
  demoCsv,
  dynoReport,
  measuredGain,
  parseDynoCsv,
  PK_PER_KW,
  powerUnit,
  problemText,
  readNumber,
  tableRows,
  plot,
} from '@/dyno'

/** A run of `n` rows from 1500 rpm in steps of 250, written by `line`. */
const run = (header: string, line: (rpm: number, i: number) => string, n = 20) =>
  [header, ...Array.from({ length: n }, (_, i) => line(1500 + i * 250, i))].join('\n')

const parsed = (text: string) => {
  const result = parseDynoCsv(text)
  if (!result.ok) throw new Error(JSON.stringify(result.problems))
  return result.curve
}
const problems = (text: string) => {
  const result = parseDynoCsv(text)
  if (result.ok) throw new Error('expected a refusal')
  return result.problems
}

describe('dyno headers', () => {
  it('map Dutch, English and German names of the three columns', () => {
    for (const header of [
      'Toerental [tpm]',
      'TPM',
      'rpm',
      'Engine speed (rpm)',
      'Drehzahl U/min',
      'Motordrehzahl [1/min]',
    ])
      expect(columnKind(header), header).toBe('rpm')
    for (const header of ['Vermogen (pk)', 'Power [kW]', 'Leistung (PS)', 'hp', 'Motorleistung kW'])
      expect(columnKind(header), header).toBe('power')
    for (const header of ['Koppel (Nm)', 'Torque [Nm]', 'Drehmoment Nm', 'Nm'])
      expect(columnKind(header), header).toBe('torque')
    for (const header of ['Tijd (s)', 'Speed km/h', 'Lambda', ''])
      expect(columnKind(header), header).toBeNull()
  })

  it('read the power unit from the header', () => {
    expect(powerUnit('Vermogen [kW]')).toBe('kw')
    expect(powerUnit('Leistung (PS)')).toBe('pk')
    expect(powerUnit('Vermogen pk')).toBe('pk')
    expect(powerUnit('Power (hp)')).toBe('hp')
    expect(powerUnit('Vermogen')).toBeNull()
  })

  it('read decimal commas, points and thousands separators', () => {
    expect(readNumber('152,4')).toBe(152.4)
    expect(readNumber('152.4')).toBe(152.4)
    expect(readNumber('1.234,5')).toBe(1234.5)
    expect(readNumber('1,234.5')).toBe(1234.5)
    expect(readNumber('1.500', ',')).toBe(1500)
    expect(readNumber(' 3000 ')).toBe(3000)
    expect(readNumber('abc')).toBeNull()
    expect(readNumber('')).toBeNull()
  })
})

describe('a dyno export', () => {
  it('is read with Dutch headers, semicolons and decimal commas', () => {
    const curve = parsed(
      run(
        'Toerental (tpm);Vermogen (pk);Koppel (Nm)',
        (rpm, i) => `${rpm};${100 + i},5;${300 + i},25`,
      ),
    )
    expect(curve.unit).toBe('pk')
    expect(curve.points).toHaveLength(20)
    expect(curve.points[0]).toEqual({ rpm: 1500, hp: 100.5, nm: 300.3 })
    expect(curve.peaks).toEqual({ hp: 119.5, hpRpm: 6250, nm: 319.3, nmRpm: 6250 })
  })

  it('is read with English headers, commas and decimal points', () => {
    const curve = parsed(run('RPM,Power (hp),Torque (Nm)', (rpm) => `${rpm},150.0,350.0`))
    expect(curve.unit).toBe('hp')
    expect(curve.points[0]!.hp).toBe(152.1)
  })

  it('is read with German headers and tabs, and converts kW to pk', () => {
    const curve = parsed(
      run('Drehzahl [U/min]\tLeistung [kW]\tDrehmoment [Nm]', (rpm) => `${rpm}\t100,0\t250,0`),
    )
    expect(curve.unit).toBe('kw')
    expect(curve.points[0]!.hp).toBeCloseTo(100 * PK_PER_KW, 1)
    expect(curve.peaks.hp).toBe(136)
  })

  it('skips lines before the header, a line of units and other columns', () => {
    const text = [
      'Dynoprogramma v3.1',
      'Datum;02-12-2026',
      'Tijd;Toerental;Snelheid;Vermogen;Koppel',
      's;tpm;km/h;kW;Nm',
      ...Array.from(
        { length: 12 },
        (_, i) => `${i};${2000 + i * 300};${50 + i};${80 + i};${200 + i}`,
      ),
    ].join('\r\n')
    const curve = parsed(text)
    expect(curve.unit).toBe('kw')
    expect(curve.points[0]!.rpm).toBe(2000)
    expect(curve.points[0]!.nm).toBe(200)
  })

  it('keeps at most 120 points, but its peaks come from every row', () => {
    const text = run(
      'rpm;pk;Nm',
      (rpm, i) => `${1000 + i * 5};${i === 333 ? 250 : 100};${200}`,
      900,
    )
    const curve = parsed(text)
    expect(curve.points.length).toBe(120)
    expect(curve.peaks.hp).toBe(250)
    expect(curve.peaks.hpRpm).toBe(1000 + 333 * 5)
  })

  it('reads the demo seed curve', () => {
    const curve = parsed(
      demoCsv({
        peakNm: 320,
        fromRpm: 1200,
        plateauFrom: 1800,
        plateauTo: 2800,
        toRpm: 4800,
        endShare: 0.6,
      }),
    )
    expect(curve.peaks.nm).toBeGreaterThan(300)
    expect(curve.peaks.hp).toBeGreaterThan(100)
  })
})

describe('a wrong dyno export', () => {
  it('is refused when it is empty or binary', () => {
    expect(problems('')[0]).toEqual({ code: 'empty' })
    expect(problems('PK\u0003\u0004\u0000xl/workbook')[0]).toEqual({ code: 'binary' })
  })

  it('names the columns it misses', () => {
    expect(problems(run('Tijd;Vermogen (pk)', (rpm) => `${rpm};100`))).toEqual([
      { code: 'columns', missing: ['rpm', 'torque'] },
    ])
  })

  it('asks for the unit of a power column without one', () => {
    expect(problems(run('rpm;Vermogen;Nm', (rpm) => `${rpm};100;200`))[0]).toEqual({
      code: 'powerUnit',
      header: 'Vermogen',
    })
  })

  it('names line and column of a value that is no number or out of range', () => {
    const text = run('rpm;pk;Nm', (rpm, i) =>
      i === 3 ? `${rpm};veel;200` : i === 5 ? `${rpm};100;9999` : `${rpm};100;200`,
    )
    expect(problems(text)).toEqual([
      { code: 'number', line: 5, column: 'pk', value: 'veel' },
      { code: 'range', line: 7, column: 'Nm', value: '9999', kind: 'nm' },
    ])
  })

  it('is refused when engine speed does not rise', () => {
    const text = run('rpm;pk;Nm', (rpm, i) => `${i === 4 ? 1000 : rpm};100;200`)
    expect(problems(text)).toContainEqual({
      code: 'rpmOrder',
      line: 6,
      value: '1000',
      previous: '2250',
    })
  })

  it('is refused with too few rows', () => {
    expect(problems(run('rpm;pk;Nm', (rpm) => `${rpm};100;200`, 4))).toEqual([
      { code: 'tooFew', rows: 4, min: 10 },
    ])
  })

  it('reports at most ten problems and counts the rest', () => {
    const found = problems(run('rpm;pk;Nm', (rpm) => `${rpm};x;200`, 30))
    expect(found).toHaveLength(11)
    expect(found.at(-1)).toEqual({ code: 'more', count: 20 })
  })

  it('is reported in the staff member’s language', () => {
    const problem = { code: 'number', line: 5, column: 'pk', value: 'veel' } as const
    expect(problemText(problem, 'nl')).toBe('Regel 5, kolom "pk": "veel" is geen getal.')
    expect(problemText(problem, 'en')).toBe('Line 5, column "pk": "veel" is not a number.')
    expect(problemText(problem, 'de')).toBe('Zeile 5, Spalte „pk“: „veel“ ist keine Zahl.')
    expect(dynoReport('after', [problem], 'de')).toMatch(
      /^Messung nachher \(nicht gespeichert\):\n• Zeile 5/,
    )
    expect(dynoReport('before', [{ code: 'columns', missing: ['torque'] }], 'nl')).toContain(
      'koppel (Nm)',
    )
  })
})

describe('the measurement shown', () => {
  const before = parsed(run('rpm;pk;Nm', (rpm) => `${rpm};100;200`)).points
  const after = parsed(run('rpm;pk;Nm', (rpm) => `${rpm};130;260`)).points

  it('averages the peak gain over the runs of an engine', () => {
    const peaks = (hp: number, nm: number) => ({ hp, hpRpm: 4000, nm, nmRpm: 2000 })
    expect(measuredGain([])).toBeNull()
    expect(
      measuredGain([
        { before: peaks(150, 340), after: peaks(190, 410) },
        { before: peaks(150, 340), after: peaks(180, 400) },
      ]),
    ).toEqual({ runs: 2, hp: 35, nm: 65, hpPercent: 23, nmPercent: 19 })
  })

  it('draws lines inside the chart and lists round engine speeds in the table', () => {
    const chart = plot([
      { key: 'before', points: before.map((p) => ({ x: p.rpm, y: p.hp })) },
      { key: 'after', points: after.map((p) => ({ x: p.rpm, y: p.hp })) },
    ])
    expect(chart.lines[0]!.d.startsWith(`M${chart.sx(1500).toFixed(1)} `)).toBe(true)
    expect(chart.sx(chart.x.max)).toBe(chart.width - chart.pad.right)
    expect(chart.x.ticks[0]).toBeLessThanOrEqual(1500)
    expect(chart.y.ticks.at(-1)).toBeGreaterThanOrEqual(130)
    const rows = tableRows(before, after)
    expect(rows[0]).toEqual({ rpm: 1500, before: before[0], after: after[0] })
    expect(rows.map((row) => row.rpm)).toContain(6000)
  })
})
