/** The whole visible catalogue as plain rows, whatever database they came from: what an index built in memory (the vehicle search) reads. */
export type CatalogueRows = {
  brands: { slug: string; name: string }[]
  models: { path: string; name: string; brand: string }[]
  years: { path: string; label: string; model: string }[]
  engines: {
    id: string
    path: string
    year: string
    name: string
    fuel: string | null
    stockHp: number
    tunedHp: number
    stockNm: number
    tunedNm: number
  }[]
}
