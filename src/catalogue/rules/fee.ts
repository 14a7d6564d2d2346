/** On-site visit estimate: the per-km fee (excl. BTW) times the distance, rounded to whole euros. */
export function onSiteFee(distanceKm: number, feePerKm: number): number {
  return Math.round(Math.max(0, distanceKm) * Math.max(0, feePerKm))
}
