import type { CatalogueRows } from '@/search/rules/documents'

/** A small catalogue in the shape the search reads, with the examples people type. */
export function fixtureRows(): CatalogueRows {
  const brands = [
    { slug: 'volkswagen', name: 'Volkswagen' },
    { slug: 'mercedes-benz', name: 'Mercedes-Benz' },
    { slug: 'audi', name: 'Audi' },
    { slug: 'peugeot', name: 'Peugeot' },
  ]
  const models = [
    { path: 'volkswagen/golf', name: 'Golf', brand: 'volkswagen' },
    { path: 'mercedes-benz/c-klasse', name: 'C-Klasse', brand: 'mercedes-benz' },
    { path: 'audi/a4', name: 'A4', brand: 'audi' },
    { path: 'peugeot/308', name: '308', brand: 'peugeot' },
  ]
  const years = [
    { path: 'volkswagen/golf/2012-2017', label: '2012-2017', model: 'volkswagen/golf' },
    { path: 'volkswagen/golf/2020-2024', label: '2020-2024', model: 'volkswagen/golf' },
    {
      path: 'mercedes-benz/c-klasse/2018-2021',
      label: '2018-2021',
      model: 'mercedes-benz/c-klasse',
    },
    { path: 'audi/a4/2008-2011', label: '2008-2011', model: 'audi/a4' },
    { path: 'audi/a4/2015-2019', label: '2015-2019', model: 'audi/a4' },
    { path: 'peugeot/308/2013-2017', label: '2013-2017', model: 'peugeot/308' },
  ]
  let id = 0
  const engine = (year: string, name: string, fuel: string, stockHp: number, tunedHp: number) => ({
    id: String(++id),
    path: `${year}/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    year,
    name,
    fuel,
    stockHp,
    tunedHp,
    stockNm: stockHp * 2,
    tunedNm: Math.round(stockHp * 2.5),
  })
  const engines = [
    engine('volkswagen/golf/2012-2017', '2.0 TDI 150hp', 'Diesel', 150, 194),
    engine('volkswagen/golf/2012-2017', '2.0 TDI 184hp', 'Diesel', 184, 228),
    engine('volkswagen/golf/2012-2017', '1.4 TSI 150hp', 'Petrol', 150, 185),
    engine('volkswagen/golf/2020-2024', '2.0 TDI 150hp', 'Diesel', 150, 200),
    engine('mercedes-benz/c-klasse/2018-2021', 'C 220 d 194hp', 'Diesel', 194, 240),
    engine('mercedes-benz/c-klasse/2018-2021', 'C 200 184hp', 'Petrol', 184, 220),
    engine('audi/a4/2008-2011', '2.0 TDI 170hp', 'Diesel', 170, 205),
    engine('audi/a4/2008-2011', '2.0 TDI 143hp', 'Diesel', 143, 178),
    engine('audi/a4/2015-2019', '2.0 TDI 150hp', 'Diesel', 150, 190),
    engine('peugeot/308/2013-2017', '1.6 BlueHDi 120hp', 'Diesel', 120, 150),
  ]
  return { brands, models, years, engines }
}
