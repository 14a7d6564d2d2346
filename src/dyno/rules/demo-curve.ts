/**
 * A made-up dyno run for the demo seed: a smooth torque curve (a plateau that rises and falls
 * away) and the power that follows from it. Not a measurement of any car; the seed marks the
 * runs it makes with it as demo data.
 */
export type DemoEngine = { peakNm: number; peakRpm: number; fromRpm: number; toRpm: number }

/** pk = Nm × rpm / 7023.5 (1 pk = 735.49875 W, ω = 2π·rpm/60). */
export const pkOf = (nm: number, rpm: number) => (nm * rpm) / 7023.5

export function demoTorque({ peakNm, peakRpm, fromRpm, toRpm }: DemoEngine, rpm: number) {
  const rise = 1 - 0.45 * Math.exp(-((rpm - fromRpm) / ((peakRpm - fromRpm) * 0.45 || 1)))
  const fall = rpm <= peakRpm ? 1 : 1 - 0.55 * ((rpm - peakRpm) / (toRpm - peakRpm || 1)) ** 1.6
  return peakNm * rise * fall
}

/** The run as a dyno program's CSV export (Dutch headers, decimal comma, power in kW). */
export function demoCsv(engine: DemoEngine, step = 50): string {
  const lines = ['Toerental [tpm];Vermogen [kW];Koppel [Nm]']
  for (let rpm = engine.fromRpm; rpm <= engine.toRpm; rpm += step) {
    const nm = demoTorque(engine, rpm)
    const kw = pkOf(nm, rpm) / 1.35962
    lines.push(
      [String(rpm), kw.toFixed(1).replace('.', ','), nm.toFixed(1).replace('.', ',')].join(';'),
    )
  }
  return `${lines.join('\n')}\n`
}
