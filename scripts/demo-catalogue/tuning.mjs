// Stage-1 figures and prices are derived, not written down: a seeded PRNG per row keeps them
// realistic and the CSV byte-for-byte identical on every run.

const SEED = 0x4e4a4d47 // "NJMG": change it and every derived figure changes

/** 32-bit FNV-1a hash, used to give every row its own reproducible PRNG stream. */
function hash(text) {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: tiny, fast, good enough for demo data. Returns floats in [0, 1). */
function mulberry32(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const rngFor = (key) => mulberry32(hash(key) ^ SEED)

/** Stage-1 estimate: typical gains per engine type, randomised within a plausible band. */
export function stage1(eng, category, rng) {
  const band = (lo, hi) => lo + (hi - lo) * rng()
  let hpGain
  let nmGain
  if (eng.fuel === 'E') {
    // EVs: a software "unlock" gives little; some models cannot be improved at all.
    if (rng() < 0.35) return { hp: eng.hp, nm: eng.nm }
    hpGain = band(0.03, 0.09)
    nmGain = band(0.02, 0.06)
  } else if (category === 'trucks' || category === 'agriculture') {
    hpGain = band(0.14, 0.2)
    nmGain = band(0.11, 0.17)
  } else if (category === 'motorcycles') {
    hpGain = eng.asp === 'sc' ? band(0.1, 0.15) : band(0.05, 0.1)
    nmGain = eng.asp === 'sc' ? band(0.1, 0.15) : band(0.05, 0.1)
  } else if (category === 'marine' && eng.fuel === 'D') {
    hpGain = band(0.14, 0.2)
    nmGain = band(0.14, 0.2)
  } else if (eng.asp === 'na' || eng.fuel === 'H') {
    hpGain = band(0.05, 0.1)
    nmGain = band(0.05, 0.1)
  } else if (eng.asp === 'sc') {
    hpGain = band(0.1, 0.18)
    nmGain = band(0.1, 0.18)
  } else if (eng.fuel === 'D') {
    hpGain = band(0.2, 0.3)
    nmGain = band(0.25, 0.35)
  } else if (eng.fuel === 'PH') {
    hpGain = band(0.12, 0.2)
    nmGain = band(0.12, 0.22)
  } else {
    // petrol turbo and 48V mild hybrids
    hpGain = band(0.2, 0.35)
    nmGain = band(0.2, 0.35)
  }
  const hp = Math.max(eng.hp + 1, Math.round(eng.hp * (1 + hpGain)))
  const nm = Math.max(eng.nm + 5, Math.round((eng.nm * (1 + nmGain)) / 5) * 5)
  return { hp, nm }
}

/** Price for roughly 40% of the rows; the other rows show "price on request". */
export function price(eng, category, rng) {
  if (rng() >= 0.4) return ''
  const hp = eng.hp
  switch (category) {
    case 'trucks':
      return hp < 500 ? 899 : 999
    case 'agriculture':
      return hp < 150 ? 599 : hp < 250 ? 699 : 899
    case 'motorcycles':
      return hp < 120 ? 249 : 299
    case 'marine':
      return hp < 150 ? 399 : hp < 300 ? 499 : 599
    case 'commercial':
      return hp < 150 ? 349 : 399
    default:
      if (hp <= 110) return 299
      if (hp <= 180) return 349
      if (hp <= 260) return 399
      if (hp <= 400) return 449
      if (hp <= 550) return 499
      return 599
  }
}
