/**
 * Generation names people use for popular models ("golf 7", "a4 b8", "w205") that the
 * catalogue's model names do not carry, with the years each was built. A build year is of the
 * generation in which the middle of its range falls (Golf 2017-2020 is a 7, 2020-2024 an 8).
 * Keyed by brand slug and model slug; names in the model's own words ("C-Klasse (W206)") are
 * found without this table.
 */
type Generation = { words: readonly string[]; from: number; to: number }

const vw = (n: number, roman: string, from: number, to: number): Generation => ({
  words: [String(n), roman, `mk${n}`],
  from,
  to,
})
const code = (name: string, from: number, to: number): Generation => ({ words: [name], from, to })

const golf = [
  vw(4, 'iv', 1997, 2003),
  vw(5, 'v', 2003, 2008),
  vw(6, 'vi', 2008, 2012),
  vw(7, 'vii', 2012, 2020),
  vw(8, 'viii', 2020, 2030),
]

const table: ReadonlyMap<string, readonly Generation[]> = new Map([
  ['volkswagen/golf', golf],
  ['volkswagen/golf-variant', golf],
  [
    'volkswagen/polo',
    [
      vw(5, 'v', 2009, 2017),
      code('6r', 2009, 2017),
      vw(6, 'vi', 2017, 2030),
      code('aw', 2017, 2030),
    ],
  ],
  [
    'volkswagen/passat',
    [
      code('b6', 2005, 2010),
      code('b7', 2010, 2014),
      code('b8', 2014, 2023),
      code('b9', 2023, 2030),
    ],
  ],
  ['audi/a3', [code('8p', 2003, 2012), code('8v', 2012, 2020), code('8y', 2020, 2030)]],
  ['audi/a4', [code('b7', 2004, 2007), code('b8', 2007, 2015), code('b9', 2015, 2030)]],
  ['audi/a6', [code('c6', 2004, 2011), code('c7', 2011, 2018), code('c8', 2018, 2030)]],
  ['bmw/3-serie', [code('e90', 2005, 2012), code('f30', 2012, 2019), code('g20', 2019, 2030)]],
  [
    'bmw/5-serie',
    [
      code('e60', 2003, 2010),
      code('f10', 2010, 2017),
      code('g30', 2017, 2023),
      code('g60', 2023, 2030),
    ],
  ],
  [
    'mercedes-benz/c-klasse',
    [code('w204', 2007, 2014), code('w205', 2014, 2021), code('w206', 2021, 2030)],
  ],
  [
    'mercedes-benz/e-klasse',
    [code('w212', 2009, 2016), code('w213', 2016, 2023), code('w214', 2023, 2030)],
  ],
  [
    'mercedes-benz/a-klasse',
    [code('w169', 2004, 2012), code('w176', 2012, 2018), code('w177', 2018, 2030)],
  ],
])

/** The generation words of a model's build year (from..to), or none. */
export function generationWords(
  modelPath: string,
  range: { from: number; to: number } | null,
): string[] {
  const generations = table.get(modelPath)
  if (!generations || !range) return []
  const middle = (range.from + range.to) / 2
  return generations
    .filter((generation) => middle >= generation.from && middle <= generation.to)
    .flatMap((generation) => generation.words)
}
