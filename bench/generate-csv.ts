/** A synthetic tuning CSV of any size, deterministic, for import benchmarks. */
export function syntheticCatalogueCsv(rowCount: number): string {
  const lines = [
    'brand,model,year,fuel,engine,stock_power_hp,stage1_power_hp,stock_torque_nm,stage1_torque_nm,ecu,price',
  ]
  const fuels = ['Petrol', 'Diesel', 'Hybrid', 'Electric']
  const periods = ['2004-2008', '2008-2012', '2012-2016', '2016-2020', '2020-2024']
  let seed = 42
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
  for (let i = 0; i < rowCount; i++) {
    const brand = `Benchmark ${Math.floor(i / 1000)}`
    const model = `Model ${Math.floor(i / 50) % 20}`
    const year = periods[Math.floor(i / 10) % periods.length]
    const stockHp = 70 + (i % 10) * 25 + Math.floor(random() * 10)
    const stockNm = stockHp * 2
    const fuel = fuels[i % fuels.length]
    const price = i % 3 === 0 ? String(299 + (i % 5) * 50) : ''
    lines.push(
      `${brand},${model},${year},${fuel},"${(stockHp / 75).toFixed(1)} ${fuel} ${stockHp}hp, v${i % 10}",${stockHp},${Math.round(stockHp * 1.25)},${stockNm},${Math.round(stockNm * 1.3)},Bosch EDC17,${price}`,
    )
  }
  return `${lines.join('\n')}\n`
}
