/**
 * A made-up dyno run for the demo seed: a smooth torque curve (rising to a plateau, then falling
 * away) and the power that follows from it. Not a measurement of any car; the seed marks the
 * runs it makes with it as demo data.
 */
export type DemoEngine = {
  peakNm: number
  fromRpm: number
  plateauFrom: number
  plateauTo: number
  toRpm: number
  /** The share of the peak torque left at `toRpm`. */
  endShare: number
}

/** pk = Nm × rpm / 7023.5 (1 pk = 735.49875 W, ω = 2π·rpm/60). */
export const pkOf = (nm: number, rpm: number) => (nm * rpm) / 7023.5

const smooth = (share: number) => {
  const x = Math.min(Math.max(share, 0), 1)
  return x * x * (3 - 2 * x)
}

export function demoTorque(engine: DemoEngine, rpm: number): number {
  const { peakNm, fromRpm, plateauFrom, plateauTo, toRpm, endShare } = engine
  if (rpm < plateauFrom)
    return peakNm * (0.6 + 0.4 * smooth((rpm - fromRpm) / (plateauFrom - fromRpm)))
  if (rpm <= plateauTo)
    return peakNm * (1 - 0.01 * ((rpm - plateauFrom) / (plateauTo - plateauFrom || 1)))
  const share = (rpm - plateauTo) / (toRpm - plateauTo || 1)
  return peakNm * 0.99 * (1 - (1 - endShare) * share ** 1.3)
}

/** The run as a dyno program's CSV export (Dutch headers, decimal comma, power in kW). */
export function demoCsv(engine: DemoEngine, step = 50): string {
  const lines = ['Toerental [tpm];Vermogen [kW];Koppel [Nm]']
  for (let rpm = engine.fromRpm; rpm <= engine.toRpm; rpm += step) {
    const nm = demoTorque(engine, rpm)
    const kw = pkOf(nm, rpm) / 1.35962
    const comma = (value: number) => value.toFixed(1).replace('.', ',')
    lines.push([String(rpm), comma(kw), comma(nm)].join(';'))
  }
  return `${lines.join('\n')}\n`
}
