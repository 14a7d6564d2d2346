/** One metric horsepower (PS, the "pk" of the catalogue) is 735.49875 W. */
const KW_PER_HP = 0.73549875

/** kW as the RDW registers it -> whole metric horsepower, as the catalogue lists engines. */
export function kwToHp(kw: number): number {
  return Math.round(kw / KW_PER_HP)
}
