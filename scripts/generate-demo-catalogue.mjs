#!/usr/bin/env node
/**
 * Generates seed/demo-catalogue.csv — the demo vehicle catalogue for the importer.
 *
 *   node scripts/generate-demo-catalogue.mjs
 *
 * Everything below is hand-written demo data for this project. Stock figures are
 * realistic public manufacturer figures (rounded); stage-1 figures, prices and the
 * occasional missing ECU are derived deterministically with a seeded PRNG, so the
 * output is byte-for-byte identical on every run. No dependencies.
 *
 * Layout of this file:
 *   1. helpers (PRNG, engine constructors, tuning and price rules)
 *   2. data tables: brand -> model -> generation (build years) -> engines
 *   3. expansion loop (one CSV row per brand/model/generation/engine)
 *   4. deliberate edge-case rows for the importer tests (appended at the end)
 *   5. CSV writer
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const BRANDS_FILE = join(ROOT, 'seed', 'brands.json')
const OUT_FILE = join(ROOT, 'seed', 'demo-catalogue.csv')
const SEED = 0x4e4a4d47 // "NJMG" — change it and every derived figure changes

/* ------------------------------------------------------------------------ */
/* 1. Helpers                                                                */
/* ------------------------------------------------------------------------ */

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

const rngFor = (key) => mulberry32(hash(key) ^ SEED)

const FUELS = {
  P: 'Petrol',
  D: 'Diesel',
  H: 'Hybrid',
  PH: 'PHEV',
  MH: 'MHEV',
  E: 'Electric',
}

/**
 * An engine as it appears in a catalogue. `label` is the display name without the
 * power suffix ("2.0 TDI", "320d", "R 450"); the CSV engine column is `${label} ${hp}hp`.
 * `asp`: 'turbo' (default), 'na' (naturally aspirated) or 'sc' (supercharged).
 */
function engine(fuel, label, hp, nm, ecu = '', asp = 'turbo') {
  if (!FUELS[fuel]) throw new Error(`unknown fuel code ${fuel}`)
  return { fuel, label, hp, nm, ecu, asp }
}
const P = (label, hp, nm, ecu) => engine('P', label, hp, nm, ecu)
const NA = (label, hp, nm, ecu) => engine('P', label, hp, nm, ecu, 'na')
const SC = (label, hp, nm, ecu) => engine('P', label, hp, nm, ecu, 'sc')
const D = (label, hp, nm, ecu) => engine('D', label, hp, nm, ecu)
const MH = (label, hp, nm, ecu) => engine('MH', label, hp, nm, ecu)
const PH = (label, hp, nm, ecu) => engine('PH', label, hp, nm, ecu)
const HY = (label, hp, nm, ecu) => engine('H', label, hp, nm, ecu, 'na')
const EV = (label, hp, nm, ecu = '') => engine('E', label, hp, nm, ecu, 'na')

/** Stage-1 estimate: typical gains per engine type, randomised within a plausible band. */
function stage1(eng, category, rng) {
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
function price(eng, category, rng) {
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

/* ------------------------------------------------------------------------ */
/* 2. Data tables                                                            */
/* ------------------------------------------------------------------------ */
/*
 * A brand entry: { brand, engines?, models }.
 *   engines: optional dictionary of named engines, referenced from generations by key
 *   models:  { modelName: [[years, ...engines], ...] }
 * A generation's engines may be engine objects, arrays of them, or a string of
 * space-separated keys into the brand's `engines` dictionary.
 * years: "2015-2019" (closed build range) or "2024" (current generation, start year).
 */
const CATALOGUE = []
const brand = (name, models, engines = {}) => CATALOGUE.push({ brand: name, engines, models })

/* ECU names used by several brands */
const ECU = {
  EDC16C34: 'Bosch EDC16C34',
  EDC17C41: 'Bosch EDC17C41',
  EDC17C46: 'Bosch EDC17C46',
  EDC17C50: 'Bosch EDC17C50',
  EDC17C56: 'Bosch EDC17C56',
  EDC17C60: 'Bosch EDC17C60',
  EDC17C64: 'Bosch EDC17C64',
  EDC17C66: 'Bosch EDC17C66',
  EDC17C74: 'Bosch EDC17C74',
  EDC17CP14: 'Bosch EDC17CP14',
  EDC17CP20: 'Bosch EDC17CP20',
  EDC17CP44: 'Bosch EDC17CP44',
  EDC17CP45: 'Bosch EDC17CP45',
  EDC17CP54: 'Bosch EDC17CP54',
  EDC17CP57: 'Bosch EDC17CP57',
  MD1CS001: 'Bosch MD1CS001',
  MD1CS003: 'Bosch MD1CS003',
  MD1CS004: 'Bosch MD1CS004',
  MD1CP001: 'Bosch MD1CP001',
  MD1CP002: 'Bosch MD1CP002',
  MED17_1: 'Bosch MED17.1',
  MED17_11: 'Bosch MED17.1.1',
  MED17_5: 'Bosch MED17.5',
  MED17_520: 'Bosch MED17.5.20',
  MED17_521: 'Bosch MED17.5.21',
  MED17_525: 'Bosch MED17.5.25',
  MED17_72: 'Bosch MED17.7.2',
  MED17_73: 'Bosch MED17.7.3',
  MEVD17_2: 'Bosch MEVD17.2',
  MEVD17_24: 'Bosch MEVD17.2.4',
  MEVD17_29: 'Bosch MEVD17.2.9',
  MEVD17_44: 'Bosch MEVD17.4.4',
  MG1CS001: 'Bosch MG1CS001',
  MG1CS003: 'Bosch MG1CS003',
  MG1CS008: 'Bosch MG1CS008',
  MG1CS111: 'Bosch MG1CS111',
  MG1CS201: 'Bosch MG1CS201',
  MG1CP002: 'Bosch MG1CP002',
  MG1CP007: 'Bosch MG1CP007',
  SID807: 'Continental SID807',
  SID807EVO: 'Continental SID807EVO',
  SID310: 'Continental SID310',
  SIMOS10: 'Continental Simos 10',
  SIMOS181: 'Continental Simos 18.1',
  SIMOS1810: 'Continental Simos 18.10',
  SIMOS1841: 'Continental Simos 18.41',
  PCR21: 'Continental PCR2.1',
  DCM35: 'Delphi DCM3.5',
  DCM62: 'Delphi DCM6.2',
  DCM71: 'Delphi DCM7.1',
  DENSO: 'Denso',
}

/** The same constructors bound to one ECU, for tables where many engines share it. */
function ecu(name) {
  return {
    P: (label, hp, nm) => P(label, hp, nm, name),
    NA: (label, hp, nm) => NA(label, hp, nm, name),
    SC: (label, hp, nm) => SC(label, hp, nm, name),
    D: (label, hp, nm) => D(label, hp, nm, name),
    MH: (label, hp, nm) => MH(label, hp, nm, name),
    PH: (label, hp, nm) => PH(label, hp, nm, name),
    HY: (label, hp, nm) => HY(label, hp, nm, name),
    EV: (label, hp, nm) => EV(label, hp, nm, name),
  }
}

/* ---- Volkswagen Group (shared engines: EA111/EA211/EA888 petrol, EA189/EA288 diesel) ---- */
const VAG = {
  mpi60: NA('1.0 MPI', 60, 95, ECU.MED17_520),
  mpi75: NA('1.0 MPI', 75, 95, ECU.MED17_520),
  mpi80: NA('1.0 MPI', 80, 93, ECU.MED17_520),
  mpi110: NA('1.6 MPI', 110, 155, ECU.MED17_520),
  mpi102: NA('1.6', 102, 148, 'Siemens Simos 7.1'),
  tsi95: P('1.0 TSI', 95, 175, ECU.MED17_525),
  tsi110: P('1.0 TSI', 110, 200, ECU.MED17_525),
  tsi115: P('1.0 TSI', 115, 200, ECU.MED17_525),
  etsi110: MH('1.0 eTSI', 110, 200, ECU.SIMOS1810),
  tsi86: P('1.2 TSI', 86, 160, ECU.SIMOS10),
  tsi105: P('1.2 TSI', 105, 175, ECU.SIMOS10),
  tsi110b: P('1.2 TSI', 110, 175, ECU.MED17_521),
  tsi122: P('1.4 TSI', 122, 200, ECU.MED17_520),
  tsi125: P('1.4 TSI', 125, 200, ECU.MED17_521),
  tsi140: P('1.4 TSI ACT', 140, 250, ECU.MED17_521),
  tsi150a: P('1.4 TSI ACT', 150, 250, ECU.MED17_521),
  tsi160: P('1.4 TSI', 160, 240, ECU.MED17_520),
  tsi180a: P('1.4 TSI', 180, 250, ECU.MED17_520),
  tsi130: P('1.5 TSI', 130, 200, ECU.SIMOS1810),
  tsi150: P('1.5 TSI ACT', 150, 250, ECU.SIMOS1810),
  etsi130: MH('1.5 eTSI', 130, 200, ECU.SIMOS1810),
  etsi150: MH('1.5 eTSI', 150, 250, ECU.SIMOS1810),
  tsi160b: P('1.8 TSI', 160, 250, ECU.MED17_5),
  tsi180: P('1.8 TSI', 180, 250, ECU.SIMOS181),
  tsi200: P('2.0 TSI', 200, 280, ECU.MED17_5),
  tsi211: P('2.0 TSI', 211, 280, ECU.MED17_5),
  tsi190: P('2.0 TSI', 190, 320, ECU.SIMOS181),
  tsi204: P('2.0 TSI', 204, 320, ECU.SIMOS1810),
  tsi220: P('2.0 TSI', 220, 350, ECU.SIMOS181),
  tsi230: P('2.0 TSI', 230, 350, ECU.SIMOS181),
  tsi245: P('2.0 TSI', 245, 370, ECU.SIMOS1810),
  tsi265: P('2.0 TSI', 265, 370, ECU.SIMOS1841),
  tsi270: P('2.0 TSI', 270, 350, ECU.MED17_5),
  tsi280: P('2.0 TSI', 280, 350, ECU.SIMOS181),
  tsi300: P('2.0 TSI', 300, 380, ECU.SIMOS181),
  tsi310: P('2.0 TSI', 310, 400, ECU.SIMOS1810),
  tsi320: P('2.0 TSI', 320, 420, ECU.SIMOS1841),
  tsi333: P('2.0 TSI', 333, 420, ECU.SIMOS1841),
  fsi280: NA('3.6 FSI V6', 280, 350, ECU.MED17_11),
  fsi300: NA('3.6 FSI V6', 300, 350, ECU.MED17_11),
  gte204: PH('1.4 TSI eHybrid', 204, 350, ECU.MED17_521),
  gte218: PH('1.4 TSI eHybrid', 218, 350, ECU.MED17_521),
  gte245: PH('1.4 TSI eHybrid', 245, 400, ECU.MED17_521),
  ehy204: PH('1.5 TSI eHybrid', 204, 350, ECU.SIMOS1810),
  ehy272: PH('1.5 TSI eHybrid', 272, 400, ECU.SIMOS1810),
  tdi75: D('1.2 TDI', 75, 180, ECU.PCR21),
  tdi75b: D('1.4 TDI', 75, 210, ECU.EDC17C64),
  tdi90b: D('1.4 TDI', 90, 230, ECU.EDC17C64),
  tdi105b: D('1.4 TDI', 105, 250, ECU.EDC17C64),
  tdi90: D('1.6 TDI', 90, 230, ECU.PCR21),
  tdi105: D('1.6 TDI', 105, 250, ECU.PCR21),
  tdi110: D('1.6 TDI', 110, 250, ECU.EDC17C64),
  tdi115: D('1.6 TDI', 115, 250, ECU.EDC17C74),
  tdi140: D('2.0 TDI', 140, 320, ECU.EDC17C46),
  tdi170: D('2.0 TDI', 170, 350, ECU.EDC17C46),
  tdi177: D('2.0 TDI', 177, 380, ECU.EDC17C46),
  tdi150: D('2.0 TDI', 150, 340, ECU.EDC17C64),
  tdi184: D('2.0 TDI', 184, 380, ECU.EDC17C64),
  tdi190: D('2.0 TDI', 190, 400, ECU.EDC17C64),
  tdi240: D('2.0 BiTDI', 240, 500, ECU.EDC17C64),
  tdi115e: D('2.0 TDI', 115, 300, ECU.MD1CS004),
  tdi122e: D('2.0 TDI', 122, 320, ECU.MD1CS004),
  tdi150e: D('2.0 TDI', 150, 360, ECU.MD1CS004),
  tdi193e: D('2.0 TDI', 193, 400, ECU.MD1CS004),
  tdi200e: D('2.0 TDI', 200, 400, ECU.MD1CS004),
  tdi204v6: D('3.0 TDI V6', 204, 450, ECU.EDC17CP44),
  tdi240v6: D('3.0 TDI V6', 240, 550, ECU.EDC17CP44),
  tdi245v6: D('3.0 TDI V6', 245, 550, ECU.EDC17CP44),
  tdi262v6: D('3.0 TDI V6', 262, 580, ECU.EDC17CP44),
  tdi231v6: D('3.0 TDI V6', 231, 500, ECU.EDC17CP54),
  tdi286v6: D('3.0 TDI V6', 286, 600, ECU.EDC17CP54),
  tdi340v8: D('4.2 TDI V8', 340, 800, ECU.EDC17CP44),
  tdi421v8: D('4.0 TDI V8', 421, 900, ECU.EDC17CP54),
}

/* ---- Audi (old "2.0 TDI" naming until ~2018, power-class naming "40 TDI" after) ---- */
const AUDI = {
  tfsi86: P('1.2 TFSI', 86, 160, ECU.SIMOS10),
  tfsi105: P('1.2 TFSI', 105, 175, ECU.SIMOS10),
  tfsi110: P('1.2 TFSI', 110, 175, ECU.MED17_521),
  tfsi95: P('1.0 TFSI', 95, 160, ECU.MED17_525),
  tfsi116: P('1.0 TFSI', 116, 200, ECU.SIMOS1810),
  tfsi122: P('1.4 TFSI', 122, 200, ECU.MED17_520),
  tfsi125: P('1.4 TFSI', 125, 200, ECU.MED17_521),
  tfsi140: P('1.4 TFSI CoD', 140, 250, ECU.MED17_521),
  tfsi150: P('1.4 TFSI CoD', 150, 250, ECU.MED17_521),
  tfsi185: P('1.4 TFSI', 185, 250, ECU.MED17_520),
  tfsi120: P('1.8 TFSI', 120, 230, ECU.MED17_1),
  tfsi160: P('1.8 TFSI', 160, 250, ECU.MED17_1),
  tfsi170: P('1.8 TFSI', 170, 320, ECU.MED17_11),
  tfsi180: P('1.8 TFSI', 180, 250, ECU.SIMOS181),
  tfsi200: P('2.0 TFSI', 200, 280, 'Bosch MED9.1'),
  tfsi180b: P('2.0 TFSI', 180, 320, ECU.MED17_1),
  tfsi211: P('2.0 TFSI', 211, 350, ECU.MED17_1),
  tfsi225: P('2.0 TFSI', 225, 350, ECU.MED17_11),
  tfsi190: P('2.0 TFSI', 190, 320, 'Continental Simos 18.4'),
  tfsi220: P('2.0 TFSI', 220, 350, ECU.SIMOS181),
  tfsi230: P('2.0 TFSI', 230, 370, ECU.SIMOS181),
  tfsi231: P('S1 2.0 TFSI', 231, 370, ECU.MED17_11),
  tfsi252: P('2.0 TFSI', 252, 370, ECU.MED17_11),
  tfsi272: P('2.0 TFSI', 272, 350, 'Bosch MED9.1'),
  tfsi310tt: P('2.0 TFSI', 310, 380, ECU.SIMOS181),
  tfsi306tt: P('2.0 TFSI', 306, 400, ECU.SIMOS181),
  fsi280: NA('3.6 FSI V6', 280, 360, 'Bosch MED9.1'),
  fsi204: NA('2.8 FSI V6', 204, 280, ECU.MED17_11),
  fsi210: NA('2.8 FSI V6', 210, 280, 'Bosch MED9.1'),
  fsi255: NA('3.2 FSI V6', 255, 330, 'Bosch MED9.1'),
  fsi265: NA('3.2 FSI V6', 265, 330, ECU.MED17_1),
  tfsi290: P('3.0 TFSI V6', 290, 420, 'Bosch MED9.1.2'),
  tfsi300: P('3.0 TFSI V6', 300, 440, ECU.MED17_11),
  tfsi333: P('3.0 TFSI V6', 333, 440, ECU.MED17_11),
  tfsi272v: P('3.0 TFSI V6', 272, 400, ECU.MED17_11),
  tfsi354: P('3.0 TFSI V6', 354, 500, ECU.MG1CS008),
  tfsi450v: P('2.9 TFSI V6', 450, 600, ECU.MG1CS008),
  fsi350: NA('4.2 FSI V8', 350, 440, 'Bosch MED9.1'),
  fsi372: NA('4.2 FSI V8', 372, 445, ECU.MED17_11),
  fsi420: NA('4.2 FSI V8', 420, 430, 'Bosch MED9.1'),
  fsi430: NA('4.2 FSI V8', 430, 430, ECU.MED17_11),
  fsi450: NA('4.2 FSI V8', 450, 430, ECU.MED17_11),
  v10_435: NA('5.2 FSI V10', 435, 540, 'Bosch MED9.1'),
  tfsi580: P('5.0 TFSI V10', 580, 650, 'Bosch MED9.1.2'),
  tfsi420: P('4.0 TFSI V8', 420, 550, ECU.MED17_11),
  tfsi450: P('4.0 TFSI V8', 450, 550, ECU.MED17_11),
  tfsi435: P('4.0 TFSI V8', 435, 600, ECU.MED17_11),
  tfsi520: P('4.0 TFSI V8', 520, 650, ECU.MED17_11),
  tfsi560: P('4.0 TFSI V8', 560, 700, ECU.MED17_11),
  tfsi605: P('4.0 TFSI V8', 605, 750, ECU.MED17_11),
  tfsi265: P('2.0 TFSI', 265, 350, ECU.MED17_1),
  tfsi300b: P('2.0 TFSI', 300, 380, ECU.SIMOS181),
  tfsi310b: P('2.0 TFSI', 310, 400, ECU.SIMOS181),
  tfsi333b: P('2.0 TFSI', 333, 420, ECU.SIMOS1841),
  tfsi340: P('2.5 TFSI', 340, 450, 'Bosch MED9.1.2'),
  tfsi310c: P('2.5 TFSI', 310, 420, 'Bosch MED9.1.2'),
  tfsi367: P('2.5 TFSI', 367, 465, 'Bosch MED17.1.62'),
  tfsi400: P('2.5 TFSI', 400, 480, ECU.MG1CS111),
  tfsi400b: P('2.5 TFSI', 400, 500, ECU.MG1CS111),
  v10_525: NA('5.2 FSI V10', 525, 530, 'Bosch MED9.1'),
  v10_540: NA('5.2 FSI V10', 540, 540, ECU.MED17_11),
  v10_550: NA('5.2 FSI V10 plus', 550, 540, ECU.MED17_11),
  v10_610: NA('5.2 FSI V10 plus', 610, 560, ECU.MED17_11),
  v10_570: NA('5.2 FSI V10', 570, 550, ECU.MED17_11),
  v10_620: NA('5.2 FSI V10 performance', 620, 580, ECU.MED17_11),
  etron204: PH('1.4 TFSI e-tron', 204, 350, ECU.MED17_521),
  tdi90b: D('1.4 TDI', 90, 230, ECU.EDC17C64),
  tdi90: D('1.6 TDI', 90, 230, ECU.PCR21),
  tdi105: D('1.6 TDI', 105, 250, ECU.PCR21),
  tdi110: D('1.6 TDI', 110, 250, ECU.EDC17C64),
  tdi116: D('1.6 TDI', 116, 250, ECU.EDC17C74),
  tdi120: D('2.0 TDI', 120, 290, ECU.EDC17CP14),
  tdi122: D('2.0 TDI', 122, 290, ECU.EDC17C64),
  tdi136: D('2.0 TDI', 136, 320, ECU.EDC17CP14),
  tdi140: D('2.0 TDI', 140, 320, ECU.EDC17CP14),
  tdi143: D('2.0 TDI', 143, 320, ECU.EDC17CP14),
  tdi150: D('2.0 TDI', 150, 320, ECU.EDC17CP20),
  tdi150b: D('2.0 TDI', 150, 320, ECU.EDC17C64),
  tdi163: D('2.0 TDI', 163, 350, ECU.EDC17CP20),
  tdi170: D('2.0 TDI', 170, 350, ECU.EDC17CP14),
  tdi177: D('2.0 TDI', 177, 380, ECU.EDC17CP20),
  tdi184: D('2.0 TDI', 184, 380, ECU.EDC17C64),
  tdi190: D('2.0 TDI', 190, 400, ECU.EDC17C64),
  tdi180v: D('2.7 TDI V6', 180, 380, 'Bosch EDC16CP34'),
  tdi190v: D('2.7 TDI V6', 190, 400, ECU.EDC17CP44),
  tdi204: D('3.0 TDI V6', 204, 400, ECU.EDC17CP44),
  tdi225: D('3.0 TDI V6', 225, 450, 'Bosch EDC16CP34'),
  tdi233: D('3.0 TDI V6', 233, 500, 'Bosch EDC16CP34'),
  tdi240: D('3.0 TDI V6', 240, 500, ECU.EDC17CP44),
  tdi245: D('3.0 TDI V6', 245, 580, ECU.EDC17CP44),
  tdi250: D('3.0 TDI V6', 250, 550, ECU.EDC17CP44),
  tdi262: D('3.0 TDI V6', 262, 580, ECU.EDC17CP44),
  tdi286: D('3.0 TDI V6', 286, 620, ECU.EDC17CP54),
  tdi218: D('3.0 TDI V6', 218, 500, ECU.EDC17CP54),
  tdi272: D('3.0 TDI V6', 272, 600, ECU.EDC17CP54),
  tdi313: D('3.0 BiTDI V6', 313, 650, ECU.EDC17CP44),
  tdi326: D('3.0 BiTDI V6', 326, 650, ECU.EDC17CP54),
  tdi326v8: D('4.2 TDI V8', 326, 760, 'Bosch EDC16CP34'),
  tdi340: D('4.2 TDI V8', 340, 800, ECU.EDC17CP44),
  tdi350: D('4.2 TDI V8', 350, 800, ECU.EDC17CP44),
  tdi385: D('4.2 TDI V8', 385, 850, ECU.EDC17CP44),
  tdi435: D('4.0 TDI V8', 435, 900, ECU.EDC17CP54),
  tdi500: D('6.0 V12 TDI', 500, 1000, 'Bosch EDC17CP24'),
  n25tfsi: P('25 TFSI', 95, 175, ECU.SIMOS1810),
  n30tfsi: P('30 TFSI', 110, 200, ECU.SIMOS1810),
  n30tfsi116: MH('30 TFSI', 116, 220, ECU.SIMOS1810),
  n35tfsi: P('35 TFSI', 150, 250, ECU.SIMOS1810),
  n35tfsim: MH('35 TFSI', 150, 250, ECU.SIMOS1810),
  n35tfsi270: MH('35 TFSI', 150, 270, ECU.MG1CS111),
  n40tfsi200: P('40 TFSI', 200, 320, ECU.SIMOS1810),
  n40tfsi190: P('40 TFSI', 190, 320, ECU.SIMOS1841),
  n40tfsi204: MH('40 TFSI', 204, 320, ECU.MG1CS111),
  n45tfsi245: P('45 TFSI', 245, 370, ECU.MG1CS111),
  n45tfsi265: MH('45 TFSI', 265, 370, ECU.MG1CS111),
  n55tfsi: MH('55 TFSI', 340, 500, ECU.MG1CS008),
  n60tfsi: MH('60 TFSI', 460, 660, ECU.MG1CS008),
  n30tdi116: D('30 TDI', 116, 300, ECU.MD1CS004),
  n35tdi150: D('35 TDI', 150, 360, ECU.MD1CS004),
  n40tdi200: D('40 TDI', 200, 400, ECU.MD1CS004),
  n30tdi136: D('30 TDI', 136, 320, ECU.MD1CS004),
  n35tdi163: D('35 TDI', 163, 380, ECU.MD1CS004),
  n40tdi190: D('40 TDI', 190, 400, ECU.EDC17C74),
  n40tdi204: D('40 TDI', 204, 400, ECU.MD1CS004),
  n45tdi231: D('45 TDI', 231, 500, 'Bosch EDC17CP74'),
  n50tdi286: D('50 TDI', 286, 620, 'Bosch EDC17CP74'),
  n40tfsie: PH('40 TFSI e', 204, 350, ECU.SIMOS1810),
  n45tfsie: PH('45 TFSI e', 245, 400, ECU.SIMOS1810),
  n45tfsie272: PH('45 TFSI e', 272, 400, ECU.SIMOS1810),
  n50tfsie: PH('50 TFSI e', 299, 450, ECU.MG1CS111),
  n55tfsie: PH('55 TFSI e', 367, 500, ECU.MG1CS111),
  n55tfsieq7: PH('55 TFSI e', 381, 600, ECU.MG1CS008),
  n60tfsie: PH('60 TFSI e', 462, 700, ECU.MG1CS008),
  nS4tdi: D('S4 TDI', 341, 700, ECU.MD1CP002),
  nS6tdi: D('S6 TDI', 344, 700, ECU.MD1CP002),
  nSQ5tdi: D('SQ5 TDI', 341, 700, ECU.MD1CP002),
  nRS6: MH('4.0 TFSI V8', 600, 800, ECU.MG1CS008),
  nRS6p: MH('4.0 TFSI V8 performance', 630, 850, ECU.MG1CS008),
  nS8: MH('4.0 TFSI V8', 571, 800, ECU.MG1CS008),
  nSQ7p: P('4.0 TFSI V8', 507, 770, ECU.MG1CS008),
  nSQ8: P('4.0 TFSI V8', 507, 770, ECU.MG1CS008),
  nRSQ8p: MH('4.0 TFSI V8 performance', 640, 850, ECU.MG1CS008),
  nS5_24: MH('S5 3.0 TFSI', 367, 550, ECU.MG1CS008),
  n24tfsi150: P('2.0 TFSI', 150, 280, ECU.MG1CS111),
  n24tfsi204: P('2.0 TFSI quattro', 204, 340, ECU.MG1CS111),
  n24tdi204: D('2.0 TDI', 204, 400, ECU.MD1CS004),
  et50: EV('50 e-tron', 313, 540),
  et55: EV('55 e-tron', 408, 664),
  etS: EV('e-tron S', 503, 973),
  q8et50: EV('50 e-tron', 340, 664),
  q8et55: EV('55 e-tron', 408, 664),
  q8etS: EV('SQ8 e-tron', 503, 973),
  q4_35: EV('35 e-tron', 170, 310),
  q4_40: EV('40 e-tron', 204, 310),
  q4_45: EV('45 e-tron', 265, 425),
  q4_50: EV('50 e-tron quattro', 299, 460),
  gt530: EV('e-tron GT quattro', 530, 640),
  gt646: EV('RS e-tron GT', 646, 830),
  gt679: EV('S e-tron GT', 679, 740),
  gt856: EV('RS e-tron GT', 856, 1027),
  gt925: EV('RS e-tron GT performance', 925, 1027),
  a6et367: EV('A6 e-tron performance', 367, 565),
  a6etq: EV('A6 e-tron quattro', 428, 835),
  s6et: EV('S6 e-tron', 551, 855),
  q6et: EV('Q6 e-tron quattro', 387, 855),
  q6etp: EV('Q6 e-tron performance', 306, 485),
  sq6et: EV('SQ6 e-tron', 517, 855),
}

brand(
  'Audi',
  {
    A1: [
      ['2010-2014', 'tfsi86 tfsi122 tfsi185 tdi90 tdi105'],
      ['2015-2018', 'tfsi95 tfsi125 tfsi150 tfsi231 tdi90b tdi116'],
      ['2018-2024', 'n25tfsi n30tfsi n35tfsi n40tfsi200'],
    ],
    A3: [
      ['2008-2012', 'tfsi105 tfsi125 tfsi160 tfsi200 tdi90 tdi105 tdi140 tdi170'],
      ['2012-2016', 'tfsi110 tfsi122 tfsi140 tfsi180 tfsi220 tdi105 tdi150b tdi184 etron204'],
      ['2016-2020', 'tfsi116 tfsi150 tfsi190 tdi116 tdi184 etron204'],
      ['2020-2024', 'n30tfsi n35tfsim n40tfsi190 n30tdi116 n40tdi200 n40tfsie n45tfsie'],
      ['2024', 'n30tfsi116 n35tfsim n35tdi150 n45tfsie272'],
    ],
    A4: [
      ['2008-2011', 'tfsi120 tfsi160 tfsi180b tfsi211 fsi265 tdi136 tdi143 tdi170 tdi190v tdi240'],
      ['2011-2015', 'tfsi120 tfsi170 tfsi225 tdi136 tdi143 tdi150 tdi177 tdi204 tdi245'],
      ['2015-2019', 'tfsi190 tfsi252 tdi122 tdi150b tdi218 tdi272'],
      ['2019-2024', 'n35tfsi270 n45tfsi265 n30tdi136 n35tdi163 n40tdi204 n45tdi231 n50tdi286'],
    ],
    A5: [
      ['2007-2011', 'tfsi160 tfsi180b tfsi211 fsi265 tdi170 tdi190v tdi240'],
      ['2011-2016', 'tfsi170 tfsi225 tdi136 tdi150 tdi177 tdi204 tdi245'],
      ['2016-2019', 'tfsi190 tfsi252 tdi150b tdi190 tdi218 tdi272'],
      ['2019-2024', 'n35tfsi270 n40tfsi204 n45tfsi265 n35tdi163 n45tdi231 n50tdi286'],
      ['2024', 'n24tfsi150 n24tfsi204 n24tdi204'],
    ],
    A6: [
      ['2008-2011', 'fsi210 tfsi290 fsi350 tdi136 tdi170 tdi190v tdi240'],
      ['2011-2014', 'tfsi180b fsi204 tfsi300 tdi136 tdi177 tdi204 tdi245 tdi313'],
      ['2014-2018', 'tfsi252 tfsi333 tdi150 tdi190 tdi218 tdi272 tdi326'],
      ['2018-2024', 'n40tfsi204 n45tfsi245 n55tfsi n35tdi163 n40tdi200 n45tdi231 n50tdi286 n50tfsie n55tfsie'],
    ],
    'A6 e-tron': [['2024', 'a6et367 a6etq s6et']],
    A7: [
      ['2010-2014', 'fsi204 tfsi300 tdi204 tdi245 tdi313'],
      ['2014-2018', 'tfsi333 tdi218 tdi272 tdi326'],
      ['2018', 'n45tfsi245 n55tfsi n40tdi204 n45tdi231 n50tdi286 n50tfsie n55tfsie'],
    ],
    A8: [
      ['2010-2013', 'fsi372 tfsi290 tdi204 tdi250 tdi350'],
      ['2013-2017', 'tfsi333 tfsi435 tdi218 tdi262 tdi385'],
      ['2017-2021', 'n55tfsi n60tfsi n50tdi286 n60tfsie'],
      ['2021', 'n55tfsi n50tdi286 n60tfsie nS8'],
    ],
    Q2: [
      ['2016-2020', 'tfsi116 tfsi150 tfsi190 tdi110 tdi184'],
      ['2020', 'n30tfsi n35tfsi n30tdi116 n40tfsi190'],
    ],
    Q3: [
      ['2011-2014', 'tfsi170 tfsi211 tdi140 tdi177'],
      ['2014-2018', 'tfsi150 tfsi180 tfsi220 tdi120 tdi184'],
      ['2018', 'n35tfsi n45tfsi245 n35tdi150 n40tdi200 n45tfsie'],
    ],
    'Q3 Sportback': [['2019', 'n35tfsim n45tfsi245 n35tdi150 n40tdi200 n45tfsie']],
    'Q4 e-tron': [['2021', 'q4_35 q4_40 q4_45 q4_50']],
    Q5: [
      ['2008-2012', 'tfsi211 fsi265 tdi143 tdi170 tdi240'],
      ['2012-2016', 'tfsi225 tfsi272v tdi150 tdi190 tdi245'],
      ['2016-2020', 'tfsi252 tdi163 tdi190 tdi218 tdi286 n55tfsie'],
      ['2020-2024', 'n40tfsi204 n45tfsi265 n35tdi163 n40tdi204 n50tdi286 n50tfsie'],
      ['2024', 'n24tfsi204 n24tdi204 nS5_24'],
    ],
    'Q6 e-tron': [['2024', 'q6etp q6et sq6et']],
    Q7: [
      ['2006-2009', 'fsi350 fsi280 tdi233 tdi326v8 tdi500'],
      ['2009-2015', 'fsi280 tfsi272v tfsi333 tdi204 tdi245 tdi340'],
      ['2015-2019', 'tfsi252 tfsi333 tdi218 tdi272 n45tfsie272'],
      ['2019', 'n55tfsi n45tdi231 n50tdi286 n55tfsieq7 n60tfsie'],
    ],
    Q8: [
      ['2018-2023', 'n55tfsi n45tdi231 n50tdi286 n55tfsieq7 n60tfsie'],
      ['2023', 'n55tfsi n50tdi286 nSQ8'],
    ],
    'e-tron': [['2019-2022', 'et50 et55 etS']],
    'Q8 e-tron': [['2023', 'q8et50 q8et55 q8etS']],
    'e-tron GT': [
      ['2021-2024', 'gt530 gt646'],
      ['2024', 'gt679 gt856 gt925'],
    ],
    TT: [
      ['2006-2010', 'tfsi160 tfsi200 fsi255 tfsi272 tdi170'],
      ['2010-2014', 'tfsi160 tfsi211 tfsi272 tfsi340 tdi170'],
      ['2014-2018', 'tfsi180 tfsi230 tfsi310tt tfsi400 tdi184'],
      ['2018-2023', 'n40tfsi190 n45tfsi245 tfsi306tt tfsi400b'],
    ],
    R8: [
      ['2007-2015', 'fsi420 fsi430 v10_525 v10_550'],
      ['2015-2019', 'v10_540 v10_610'],
      ['2019-2024', 'v10_570 v10_620'],
    ],
    S3: [
      ['2008-2012', 'tfsi265'],
      ['2013-2016', 'tfsi300b'],
      ['2016-2020', 'tfsi310b'],
      ['2020-2024', 'tfsi310b'],
      ['2024', 'tfsi333b'],
    ],
    S4: [
      ['2009-2016', 'tfsi333'],
      ['2016-2019', 'tfsi354'],
      ['2019-2024', 'nS4tdi'],
    ],
    S6: [
      ['2008-2011', 'v10_435'],
      ['2012-2014', 'tfsi420'],
      ['2014-2018', 'tfsi450'],
      ['2019-2024', 'nS6tdi'],
    ],
    RS3: [
      ['2011-2012', 'tfsi340'],
      ['2015-2017', 'tfsi367'],
      ['2017-2020', 'tfsi400'],
      ['2021', 'tfsi400b'],
    ],
    RS4: [
      ['2012-2015', 'fsi450'],
      ['2017-2019', 'tfsi450v'],
      ['2019-2024', 'tfsi450v'],
    ],
    RS6: [
      ['2008-2010', 'tfsi580'],
      ['2013-2017', 'tfsi560 tfsi605'],
      ['2019-2024', 'nRS6 nRS6p'],
    ],
    SQ5: [
      ['2013-2016', 'tdi313 tdi326'],
      ['2017-2020', 'tfsi354'],
      ['2020-2024', 'nSQ5tdi'],
    ],
    SQ7: [
      ['2016-2019', 'tdi435'],
      ['2019', 'nSQ7p'],
    ],
  },
  AUDI,
)

brand(
  'Volkswagen',
  {
    'up!': [
      ['2011-2016', 'mpi60 mpi75'],
      ['2016-2023', [NA('1.0 MPI', 65, 95, ECU.MED17_520), VAG.tsi115, EV('e-up!', 82, 212)]],
    ],
    Polo: [
      ['2009-2014', [NA('1.2', 70, 112, ECU.SIMOS10)], 'tsi105 tsi180a tdi75 tdi90'],
      ['2014-2017', 'mpi75 tsi95 tsi110b tdi90b tdi105b', [P('1.8 TSI', 192, 320, ECU.SIMOS181)]],
      ['2017-2021', 'mpi80 tsi95 tsi115 tsi150', [P('2.0 TSI', 200, 320, ECU.SIMOS1810)]],
      ['2021', 'mpi80 tsi95 tsi110', [P('2.0 TSI', 207, 320, ECU.SIMOS1810)]],
    ],
    'T-Cross': [['2019', 'tsi95 tsi110 tsi150', [D('1.6 TDI', 95, 250, ECU.EDC17C74)]]],
    Taigo: [['2021', 'tsi95 tsi110 tsi150']],
    'T-Roc': [
      ['2017-2022', 'tsi115 tsi150 tsi190 tsi300 tdi115 tdi150'],
      ['2022', 'tsi110 tsi150 tsi190 tsi300 tdi115e'],
    ],
    Golf: [
      ['2008-2012', 'mpi80 tsi105 tsi122 tsi160 tsi211 tsi270 tdi90 tdi105 tdi140 tdi170'],
      ['2012-2017', 'tsi86 tsi105 tsi122 tsi140 tsi220 tsi230 tsi300 tdi110 tdi150 tdi184 gte204'],
      [
        '2017-2020',
        'tsi110 tsi130 tsi150 tsi230 tsi300 tdi115 tdi184 gte204',
        [P('2.0 TSI TCR', 290, 370, ECU.SIMOS181), EV('e-Golf', 136, 290)],
      ],
      [
        '2020-2024',
        'tsi110 tsi130 etsi150 tsi245 tsi320 tdi115e tdi200e gte204 gte245',
        [P('2.0 TSI Clubsport', 300, 400, ECU.SIMOS1810)],
      ],
      ['2024', 'etsi150 tsi265 tsi333 ehy204 ehy272', [MH('1.5 eTSI', 116, 220, ECU.SIMOS1810)]],
    ],
    Scirocco: [
      ['2008-2014', 'tsi122 tsi160 tsi211 tdi140 tdi170', [P('2.0 TSI R', 265, 350, ECU.MED17_5)]],
      ['2014-2017', 'tsi125 tsi180 tsi220 tdi150 tdi184', [P('2.0 TSI R', 280, 350, ECU.SIMOS181)]],
    ],
    Beetle: [['2011-2019', 'tsi105 tsi160 tsi211 tdi105 tdi140']],
    Passat: [
      [
        '2005-2010',
        'tsi122 tsi160b tsi200 fsi300 tdi140 tdi170',
        [D('1.9 TDI', 105, 250, 'Bosch EDC16U34')],
      ],
      ['2010-2014', 'tsi122 tsi160b tsi211 fsi300 tdi105 tdi140 tdi177'],
      [
        '2014-2019',
        'tsi125 tsi150a tsi180 tsi220 tsi280 tdi150 tdi190 tdi240 gte218',
        [D('1.6 TDI', 120, 250, ECU.EDC17C64)],
      ],
      ['2019-2023', 'tsi150 tsi190 tsi272 tdi122e tdi200e gte218'],
      ['2024', 'etsi150 ehy204 ehy272 tdi122e tdi193e'],
    ],
    Arteon: [
      ['2017-2020', 'tsi150 tsi190 tsi280 tdi240', [D('2.0 TDI', 150, 340, ECU.EDC17C74)]],
      ['2020-2024', 'tsi150 tsi190 tsi320 tdi200e gte218'],
    ],
    Tiguan: [
      ['2007-2011', 'tsi160 tsi200 tdi140 tdi170', [D('2.0 TDI', 110, 280, ECU.EDC17C46)]],
      ['2011-2016', 'tsi160 tsi211 tdi140 tdi177', [D('2.0 TDI', 110, 280, ECU.EDC17C46)]],
      ['2016-2020', 'tsi125 tsi150a tsi180 tsi220 tdi115 tdi190 tdi240'],
      ['2020-2024', 'tsi130 tsi150 tsi190 tsi245 tsi320 tdi122e tdi200e gte245'],
      ['2024', 'etsi130 etsi150 tsi204 tsi265 tdi193e ehy204 ehy272'],
    ],
    Touran: [
      ['2010-2015', 'tsi105 tsi140 tdi105 tdi140 tdi170'],
      ['2015-2024', 'tsi110 tsi150a tdi115 tdi190'],
    ],
    Sharan: [['2010-2022', 'tsi150a tsi220 tdi115 tdi184']],
    Touareg: [
      [
        '2010-2014',
        'fsi280 tdi204v6 tdi240v6 tdi340v8',
        [engine('H', '3.0 TSI Hybrid', 380, 580, ECU.MED17_11, 'sc')],
      ],
      ['2014-2018', 'tdi204v6 tdi262v6 tdi340v8'],
      [
        '2018',
        'tdi231v6 tdi286v6 tdi421v8',
        [
          P('3.0 TSI V6', 340, 450, ECU.MG1CS008),
          PH('3.0 TSI eHybrid', 381, 600, ECU.MG1CS008),
          PH('R 3.0 TSI eHybrid', 462, 700, ECU.MG1CS008),
        ],
      ],
    ],
    'ID.3': [
      ['2020-2023', [EV('Pure Performance', 150, 310), EV('Pro Performance', 204, 310)]],
      [
        '2023',
        [EV('Pure', 170, 310), EV('Pro S', 231, 310), EV('GTX', 286, 545), EV('GTX Performance', 326, 545)],
      ],
    ],
    'ID.4': [
      [
        '2020',
        [
          EV('Pure', 170, 310),
          EV('Pro Performance', 204, 310),
          EV('Pro 4MOTION', 265, 460),
          EV('GTX', 299, 460),
        ],
      ],
    ],
    'ID.5': [['2021', [EV('Pro', 174, 310), EV('Pro Performance', 204, 310), EV('GTX', 299, 460)]]],
    'ID.7': [['2023', [EV('Pro', 286, 545), EV('GTX', 340, 679)]]],
  },
  { ...VAG, tsi272: P('2.0 TSI', 272, 350, ECU.SIMOS181) },
)

brand(
  'Skoda',
  {
    Citigo: [['2011-2020', 'mpi60 mpi75']],
    Fabia: [
      ['2007-2014', [NA('1.2', 70, 112, ECU.SIMOS10)], 'tsi105 tsi180a tdi75 tdi90'],
      ['2014-2021', 'mpi75 tsi95 tsi110b tdi90b tdi105b'],
      ['2021', 'mpi80 tsi95 tsi110 tsi150'],
    ],
    Rapid: [['2012-2019', 'tsi86 tsi105 tdi90 tdi105']],
    Scala: [['2019', 'tsi95 tsi110 tsi150 tdi115']],
    Kamiq: [['2019', 'tsi95 tsi110 tsi150 tdi115']],
    Octavia: [
      ['2008-2013', 'mpi102 tsi122 tsi160b tsi200 tdi105 tdi140 tdi170'],
      ['2013-2017', 'tsi86 tsi105 tsi140 tsi180 tsi220 tdi90 tdi110 tdi150 tdi184'],
      ['2017-2020', 'tsi115 tsi150 tsi180 tsi230 tdi115 tdi184 gte218'],
      ['2020', 'etsi110 tsi150 tsi190 tsi265 tdi115e tdi200e gte245', [P('2.0 TSI RS', 245, 370, ECU.SIMOS1810)]],
    ],
    Superb: [
      ['2008-2015', 'tsi125 tsi160b tdi105 tdi140 tdi170', [NA('3.6 FSI V6', 260, 350, ECU.MED17_11)]],
      ['2015-2019', 'tsi125 tsi150a tsi220 tsi280 tdi150 tdi190', [D('1.6 TDI', 120, 250, ECU.EDC17C64)]],
      ['2019-2023', 'tsi150 tsi190 tsi272 tdi122e tdi200e gte218'],
      ['2024', 'etsi150 tsi204 tsi265 tdi193e ehy204'],
    ],
    Yeti: [['2009-2017', 'tsi105 tsi122 tsi160b tdi105 tdi140 tdi170']],
    Karoq: [['2017', 'tsi115 tsi150 tsi190 tdi115 tdi184']],
    Kodiaq: [
      ['2016-2024', 'tsi125 tsi150a tsi180 tsi245 tdi150 tdi190 tdi240'],
      ['2024', 'etsi150 tsi204 tdi193e ehy204'],
    ],
    Enyaq: [['2021', [EV('60', 180, 310), EV('80', 204, 310), EV('80x', 265, 425), EV('RS', 299, 460)]]],
  },
  { ...VAG, tsi272: P('2.0 TSI', 272, 350, ECU.SIMOS181) },
)

brand(
  'Seat',
  {
    Mii: [
      ['2012-2019', 'mpi60 mpi75'],
      ['2019-2021', [EV('electric', 83, 212)]],
    ],
    Ibiza: [
      ['2008-2017', [NA('1.2', 70, 112, ECU.SIMOS10)], 'tsi105 tsi180a tdi75 tdi90 tdi105'],
      ['2017', 'mpi80 tsi95 tsi115 tsi150', [D('1.6 TDI', 95, 250, ECU.EDC17C74)]],
    ],
    Arona: [['2017', 'tsi95 tsi110 tsi150 tdi115']],
    Toledo: [['2012-2019', 'tsi86 tsi105 tdi90 tdi105']],
    Leon: [
      ['2013-2017', 'tsi86 tsi125 tsi140 tsi180 tsi280 tdi90 tdi110 tdi150 tdi184'],
      ['2017-2020', 'tsi115 tsi130 tsi150 tsi190 tsi300 tdi184', [D('1.6 TDI', 115, 250, ECU.EDC17C74)]],
      ['2020', 'tsi110 tsi130 etsi150 tsi190 tdi115e ehy204'],
    ],
    Ateca: [
      ['2016-2020', 'tsi115 tsi150 tsi190 tdi115', [D('2.0 TDI', 190, 400, ECU.EDC17C74)]],
      ['2020', 'tsi110 tsi150 tsi190 tdi115e'],
    ],
    Tarraco: [['2018', 'tsi150 tsi190 tdi200e gte245']],
    Alhambra: [['2010-2020', 'tsi150a tsi220 tdi115 tdi184']],
  },
  VAG,
)

brand(
  'Cupra',
  {
    Leon: [
      ['2020-2024', 'etsi150 tsi245 tsi300 tsi310 ehy204 gte245'],
      ['2024', 'etsi150 tsi333 ehy204 ehy272'],
    ],
    Formentor: [
      ['2020-2024', 'tsi150 tsi190 tsi245 tsi310 gte204 gte245', [P('2.5 TSI VZ5', 390, 480, ECU.MG1CS111)]],
      ['2024', 'etsi150 tsi265 tsi333 ehy204 ehy272'],
    ],
    Ateca: [['2018', 'tsi300']],
    Born: [
      ['2021', [EV('150', 150, 310), EV('204', 204, 310), EV('e-Boost', 231, 310), EV('VZ', 326, 545)]],
    ],
    Tavascan: [['2024', [EV('Endurance', 286, 545), EV('VZ', 340, 679)]]],
    Terramar: [['2024', 'etsi150 tsi204 tsi265 ehy204 ehy272']],
  },
  VAG,
)

brand('Volkswagen Commercial Vehicles', {
  Caddy: [
    ['2010-2015', [VAG.tsi105, VAG.tdi75, D('1.6 TDI', 102, 250, ECU.PCR21), VAG.tdi140]],
    ['2015-2020', [VAG.tsi125, D('2.0 TDI', 75, 225, ECU.EDC17C64), D('2.0 TDI', 102, 250, ECU.EDC17C64), VAG.tdi150]],
    ['2020', [VAG.tsi115, D('2.0 TDI', 75, 250, ECU.MD1CS004), VAG.tdi122e, VAG.tdi150e]],
  ],
  Transporter: [
    [
      '2009-2015',
      [
        D('2.0 TDI', 84, 220, ECU.EDC17C46),
        D('2.0 TDI', 102, 250, ECU.EDC17C46),
        D('2.0 TDI', 140, 340, ECU.EDC17C46),
        D('2.0 BiTDI', 180, 400, ECU.EDC17C46),
        P('2.0 TSI', 204, 350, ECU.MED17_1),
      ],
    ],
    [
      '2015-2019',
      [
        D('2.0 TDI', 84, 220, ECU.EDC17C64),
        D('2.0 TDI', 102, 250, ECU.EDC17C64),
        D('2.0 TDI', 150, 340, ECU.EDC17C64),
        D('2.0 BiTDI', 204, 450, ECU.EDC17C64),
      ],
    ],
    [
      '2019-2024',
      [
        D('2.0 TDI', 90, 220, ECU.EDC17C74),
        D('2.0 TDI', 110, 250, ECU.EDC17C74),
        D('2.0 TDI', 150, 340, ECU.EDC17C74),
        D('2.0 TDI', 199, 450, ECU.EDC17C74),
      ],
    ],
    ['2024', [D('2.0 TDI', 110, 360, ECU.SID807EVO), D('2.0 TDI', 150, 390, ECU.SID807EVO), D('2.0 TDI', 170, 390, ECU.SID807EVO)]],
  ],
  Multivan: [
    ['2022', [P('1.5 TSI', 136, 220, ECU.SIMOS1810), P('2.0 TSI', 204, 320, ECU.SIMOS1810), VAG.tdi150e, PH('1.4 TSI eHybrid', 218, 350, ECU.MED17_521)]],
  ],
  Crafter: [
    ['2011-2016', [D('2.0 TDI', 109, 300, ECU.EDC17C46), D('2.0 TDI', 136, 340, ECU.EDC17C46), D('2.0 BiTDI', 163, 400, ECU.EDC17C46)]],
    ['2017', [D('2.0 TDI', 102, 300, ECU.EDC17C64), D('2.0 TDI', 140, 340, ECU.EDC17C64), D('2.0 BiTDI', 177, 410, ECU.EDC17C64)]],
  ],
  Amarok: [
    ['2010-2016', [D('2.0 TDI', 140, 340, ECU.EDC17C46), D('2.0 BiTDI', 180, 420, ECU.EDC17C46)]],
    ['2016-2020', [D('3.0 TDI V6', 204, 500, ECU.EDC17CP54), D('3.0 TDI V6', 224, 550, ECU.EDC17CP54), D('3.0 TDI V6', 258, 580, ECU.EDC17CP54)]],
    ['2023', [D('2.0 TDI', 170, 405, ECU.SID807EVO), D('2.0 BiTDI', 205, 500, ECU.SID807EVO), D('3.0 TDI V6', 240, 600, ECU.MD1CP002)]],
  ],
})

/* ---- BMW ---- */
const N4x = ecu('Siemens MSD81') // N43/N46/N53 naturally aspirated petrol
const M57 = ecu('Bosch EDC16C35')
const N47 = ecu(ECU.EDC17C41)
const N57 = ecu(ECU.EDC17CP45)
const B47 = ecu(ECU.EDC17C50)
const B57 = ecu(ECU.EDC17C56)
const B47M = ecu(ECU.MD1CS001)
const B57M = ecu(ECU.MD1CP002)
const N13 = ecu('Bosch MEVD17.2.3')
const N20 = ecu(ECU.MEVD17_24)
const N55 = ecu(ECU.MEVD17_2)
const N63 = ecu('Bosch MEVD17.2.8')
const BMG = ecu(ECU.MG1CS003) // B38/B48/B58 first generation
const BMG2 = ecu(ECU.MG1CS201) // B38/B48/B58 from 2019
const SMG = ecu('Bosch MG1CS024') // S58 M engines
const BEV = ecu('')

brand('BMW', {
  '1 Serie': [
    [
      '2007-2011',
      N4x.NA('116i', 122, 160), N4x.NA('118i', 143, 190), N4x.NA('120i', 170, 210),
      N47.D('116d', 116, 260), N47.D('118d', 143, 300), N47.D('120d', 177, 350),
      N47.D('123d', 204, 400), P('135i', 306, 400, 'Siemens MSD81'),
    ],
    [
      '2011-2015',
      N13.P('114i', 102, 180), N13.P('116i', 136, 220), N13.P('118i', 170, 250),
      N20.P('125i', 218, 310), N55.P('M135i', 320, 450),
      N47.D('114d', 95, 235), N47.D('116d', 116, 260), N47.D('118d', 143, 320),
      N47.D('120d', 184, 380), N47.D('125d', 218, 450),
    ],
    [
      '2015-2019',
      BMG.P('116i', 109, 180), BMG.P('118i', 136, 220), BMG.P('120i', 184, 290),
      BMG.P('125i', 224, 310), BMG.P('M140i', 340, 500),
      B47.D('114d', 95, 235), B47.D('116d', 116, 270), B47.D('118d', 150, 320),
      B47.D('120d', 190, 400), B47.D('125d', 224, 450),
    ],
    [
      '2019-2024',
      BMG2.P('116i', 109, 190), BMG2.P('118i', 140, 220), BMG2.P('120i', 178, 280),
      BMG2.P('128ti', 265, 400), BMG2.P('M135i xDrive', 306, 450),
      B47M.D('116d', 116, 270), B47M.D('118d', 150, 350), B47M.D('120d', 190, 400),
    ],
    ['2024', BMG2.MH('120', 170, 280), B47M.D('120d', 163, 400), BMG2.P('M135 xDrive', 300, 400)],
  ],
  '2 Serie': [
    [
      '2014-2017',
      BMG.P('218i', 136, 220), N20.P('220i', 184, 270), N20.P('228i', 245, 350),
      N55.P('M235i', 326, 450), N47.D('218d', 143, 320), N47.D('220d', 184, 380),
      N47.D('225d', 218, 450),
    ],
    [
      '2017-2021',
      BMG.P('218i', 136, 220), BMG.P('220i', 184, 290), BMG.P('230i', 252, 350),
      BMG.P('M240i', 340, 500), B47.D('218d', 150, 320), B47.D('220d', 190, 400),
      B47.D('225d', 224, 450),
    ],
    [
      '2021',
      BMG2.P('220i', 184, 300), BMG2.P('230i', 245, 400), BMG2.P('M240i xDrive', 374, 500),
      B47M.D('220d', 190, 400),
    ],
  ],
  '2 Serie Active Tourer': [
    [
      '2014-2021',
      BMG.P('216i', 109, 180), BMG.P('218i', 136, 220), BMG.P('220i', 192, 280),
      BMG.PH('225xe', 224, 385), B47.D('216d', 116, 270), B47.D('218d', 150, 330),
      B47.D('220d', 190, 400),
    ],
    [
      '2022',
      BMG2.MH('220i', 170, 280), BMG2.MH('223i', 218, 360), B47M.D('218d', 150, 360),
      BMG2.PH('225e xDrive', 245, 477), BMG2.PH('230e xDrive', 326, 477),
    ],
  ],
  '3 Serie': [
    [
      '2005-2008',
      N4x.NA('316i', 122, 160), N4x.NA('318i', 143, 190), N4x.NA('320i', 170, 210),
      N4x.NA('325i', 218, 270), N4x.NA('330i', 272, 320), P('335i', 306, 400, 'Siemens MSD80'),
      M57.D('318d', 122, 280), M57.D('320d', 163, 340), M57.D('325d', 197, 400),
      M57.D('330d', 231, 500), M57.D('335d', 286, 580),
    ],
    [
      '2008-2012',
      N4x.NA('316i', 122, 160), N4x.NA('318i', 143, 190), N4x.NA('320i', 170, 210),
      N4x.NA('325i', 218, 270), N4x.NA('330i', 272, 320), N55.P('335i', 306, 400),
      N47.D('316d', 116, 260), N47.D('318d', 143, 300), N47.D('320d', 184, 380),
      N57.D('325d', 204, 450), M57.D('330d', 245, 520), M57.D('335d', 286, 580),
    ],
    [
      '2012-2015',
      N13.P('316i', 136, 220), N20.P('320i', 184, 270), N20.P('328i', 245, 350),
      N55.P('335i', 306, 400), engine('H', 'ActiveHybrid 3', 340, 450, ECU.MEVD17_2),
      N47.D('316d', 116, 260), N47.D('318d', 143, 320), N47.D('320d', 163, 380),
      N47.D('325d', 218, 450), N57.D('330d', 258, 560), N57.D('335d', 313, 630),
    ],
    [
      '2015-2019',
      BMG.P('318i', 136, 220), BMG.P('320i', 184, 290), BMG.P('330i', 252, 350),
      BMG.P('340i', 326, 450), BMG.PH('330e', 252, 420), B47.D('316d', 116, 270),
      B47.D('318d', 150, 320), B47.D('320d', 190, 400), B47.D('325d', 224, 450),
      N57.D('330d', 258, 560), N57.D('335d', 313, 630),
    ],
    [
      '2019-2022',
      BMG2.P('318i', 156, 250), BMG2.P('320i', 184, 300), BMG2.P('330i', 258, 400),
      BMG2.P('M340i xDrive', 374, 500), BMG2.PH('320e', 204, 350), BMG2.PH('330e', 292, 420),
      B47M.D('316d', 122, 300), B47M.D('318d', 150, 320), B47M.D('320d', 190, 400),
      B57M.D('330d', 265, 580), B57M.D('M340d xDrive', 340, 700),
    ],
    [
      '2022',
      BMG2.P('318i', 156, 250), BMG2.P('320i', 184, 300), BMG2.P('330i', 245, 400),
      BMG2.P('M340i xDrive', 374, 500), BMG2.PH('320e', 204, 350), BMG2.PH('330e', 292, 420),
      B47M.D('318d', 150, 320), B47M.D('320d', 190, 400), B57M.D('330d', 286, 650),
      B57M.D('M340d xDrive', 340, 700),
    ],
  ],
  '4 Serie': [
    [
      '2013-2017',
      N20.P('420i', 184, 270), N20.P('428i', 245, 350), N55.P('435i', 306, 400),
      N47.D('418d', 143, 320), N47.D('420d', 184, 380), N47.D('425d', 218, 450),
      N57.D('430d', 258, 560), N57.D('435d', 313, 630),
    ],
    [
      '2017-2020',
      BMG.P('420i', 184, 290), BMG.P('430i', 252, 350), BMG.P('440i', 326, 450),
      B47.D('418d', 150, 320), B47.D('420d', 190, 400), B47.D('425d', 224, 450),
      N57.D('430d', 258, 560), N57.D('435d', 313, 630),
    ],
    [
      '2020',
      BMG2.P('420i', 184, 300), BMG2.P('430i', 245, 400), BMG2.P('M440i xDrive', 374, 500),
      B47M.D('420d', 190, 400), B57M.D('430d', 286, 650), B57M.D('M440d xDrive', 340, 700),
    ],
  ],
  '5 Serie': [
    [
      '2007-2010',
      N4x.NA('520i', 170, 210), N4x.NA('525i', 218, 270), N4x.NA('530i', 272, 320),
      N4x.NA('540i', 306, 390), N47.D('520d', 177, 350), M57.D('525d', 197, 400),
      M57.D('530d', 235, 520), M57.D('535d', 286, 580),
    ],
    [
      '2010-2013',
      N20.P('520i', 184, 270), N20.P('528i', 245, 350), N55.P('535i', 306, 400),
      N63.P('550i', 407, 600), engine('H', 'ActiveHybrid 5', 340, 450, ECU.MEVD17_2),
      N47.D('518d', 143, 360), N47.D('520d', 184, 380), N57.D('525d', 204, 450),
      N57.D('530d', 258, 560), N57.D('535d', 313, 630), N57.D('M550d xDrive', 381, 740),
    ],
    [
      '2013-2017',
      N20.P('520i', 184, 270), N20.P('528i', 245, 350), N55.P('535i', 306, 400),
      N63.P('550i', 449, 650), B47.D('518d', 150, 360), B47.D('520d', 190, 400),
      N57.D('525d', 218, 450), N57.D('530d', 258, 560), N57.D('535d', 313, 630),
      N57.D('M550d xDrive', 381, 740),
    ],
    [
      '2017-2020',
      BMG.P('520i', 184, 290), BMG.P('530i', 252, 350), BMG.P('540i', 340, 450),
      N63.P('M550i xDrive', 462, 650), BMG.PH('530e', 252, 420), B47.D('518d', 150, 350),
      B47.D('520d', 190, 400), B47.D('525d', 231, 500), B57.D('530d', 265, 620),
      B57.D('540d xDrive', 320, 680), B57.D('M550d xDrive', 400, 760),
    ],
    [
      '2020-2023',
      BMG2.MH('520i', 184, 290), BMG2.MH('530i', 252, 350), BMG2.MH('540i xDrive', 333, 500),
      N63.P('M550i xDrive', 530, 750), BMG2.PH('530e', 292, 420), BMG2.PH('545e xDrive', 394, 600),
      B47M.D('518d', 150, 360), B47M.D('520d', 190, 400), B57M.D('530d', 286, 650),
      B57M.D('540d xDrive', 340, 700),
    ],
    [
      '2023',
      BMG2.MH('520i', 208, 330), B47M.D('520d', 197, 400), BMG2.PH('530e', 299, 450),
      BMG2.PH('550e xDrive', 489, 700),
    ],
  ],
  '6 Serie': [
    ['2011-2018', N55.P('640i', 320, 450), N63.P('650i', 450, 650), N57.D('640d', 313, 630)],
    [
      '2017-2020',
      BMG.P('630i', 258, 400), BMG.P('640i', 340, 450), B47.D('620d', 190, 400),
      B57.D('630d', 265, 620), B57.D('640d xDrive', 320, 680),
    ],
  ],
  '7 Serie': [
    [
      '2008-2012',
      N55.P('740i', 326, 450), N63.P('750i', 407, 600), P('760i', 544, 750, 'Bosch MED17.2'),
      N57.D('730d', 245, 540), N57.D('740d', 306, 600),
    ],
    [
      '2012-2015',
      N55.P('740i', 320, 450), N63.P('750i', 450, 650), N57.D('730d', 258, 560),
      N57.D('740d', 313, 630), N57.D('750d xDrive', 381, 740),
    ],
    [
      '2015-2019',
      BMG.P('730i', 258, 400), BMG.P('740i', 326, 450), N63.P('750i xDrive', 450, 650),
      P('M760Li xDrive', 610, 800, 'Bosch MEVD17.2.H'), B57.D('730d', 265, 620),
      B57.D('740d xDrive', 320, 680), B57.D('750d xDrive', 400, 760), BMG.PH('740e', 258, 500),
    ],
    [
      '2019-2022',
      BMG2.P('740i', 333, 450), N63.P('750i xDrive', 530, 750), P('M760Li xDrive', 585, 850, ''),
      B57M.D('730d', 286, 650), B57M.D('740d xDrive', 340, 700), B57.D('750d xDrive', 400, 760),
      BMG2.PH('745e', 394, 600),
    ],
    [
      '2022',
      BMG2.MH('740i', 380, 540), B57M.D('740d xDrive', 300, 670), BMG2.PH('750e xDrive', 489, 700),
      BMG2.PH('M760e xDrive', 571, 800),
    ],
  ],
  '8 Serie': [
    [
      '2018',
      BMG2.P('840i', 340, 500), N63.P('M850i xDrive', 530, 750), B57M.D('840d xDrive', 320, 680),
      P('M8 Competition', 625, 750, 'Bosch MG1CP200'),
    ],
  ],
  X1: [
    [
      '2009-2015',
      N4x.NA('sDrive18i', 150, 200), N20.P('sDrive20i', 184, 270), N20.P('xDrive28i', 245, 350),
      N47.D('sDrive16d', 116, 260), N47.D('sDrive18d', 143, 320), N47.D('xDrive20d', 184, 380),
      N47.D('xDrive23d', 204, 400), N47.D('xDrive25d', 218, 450),
    ],
    [
      '2015-2019',
      BMG.P('sDrive18i', 136, 220), BMG.P('sDrive20i', 192, 280), BMG.P('xDrive25i', 231, 350),
      B47.D('sDrive16d', 116, 270), B47.D('sDrive18d', 150, 350), B47.D('xDrive20d', 190, 400),
      B47.D('xDrive25d', 231, 450),
    ],
    [
      '2019-2022',
      BMG2.P('sDrive18i', 140, 220), BMG2.P('sDrive20i', 178, 280), BMG2.PH('xDrive25e', 220, 385),
      B47M.D('sDrive16d', 116, 270), B47M.D('sDrive18d', 150, 350), B47M.D('xDrive20d', 190, 400),
      B47M.D('xDrive25d', 231, 450),
    ],
    [
      '2022',
      BMG2.MH('sDrive20i', 170, 280), BMG2.MH('xDrive23i', 218, 360), B47M.D('sDrive18d', 150, 360),
      B47M.D('xDrive23d', 211, 400), BMG2.PH('xDrive25e', 245, 477), BMG2.PH('xDrive30e', 326, 477),
      BMG2.P('M35i xDrive', 300, 400),
    ],
  ],
  X2: [
    [
      '2018-2023',
      BMG.P('sDrive18i', 140, 220), BMG.P('sDrive20i', 192, 280), BMG.P('M35i', 306, 450),
      B47.D('sDrive18d', 150, 350), B47.D('xDrive20d', 190, 400), B47.D('xDrive25d', 231, 450),
      BMG2.PH('xDrive25e', 220, 385),
    ],
    [
      '2024',
      BMG2.MH('sDrive20i', 170, 280), BMG2.P('M35i xDrive', 300, 400), B47M.D('sDrive18d', 150, 360),
    ],
  ],
  X3: [
    [
      '2010-2014',
      N20.P('xDrive20i', 184, 270), N20.P('xDrive28i', 245, 350), N55.P('xDrive35i', 306, 400),
      N47.D('xDrive18d', 143, 360), N47.D('xDrive20d', 184, 380), N57.D('xDrive30d', 258, 560),
      N57.D('xDrive35d', 313, 630),
    ],
    [
      '2014-2017',
      N20.P('xDrive20i', 184, 270), N20.P('xDrive28i', 245, 350), N55.P('xDrive35i', 306, 400),
      B47.D('sDrive18d', 150, 360), B47.D('xDrive20d', 190, 400), N57.D('xDrive30d', 258, 560),
      N57.D('xDrive35d', 313, 630),
    ],
    [
      '2017-2021',
      BMG.P('xDrive20i', 184, 290), BMG.P('xDrive30i', 252, 350), BMG.P('M40i', 360, 500),
      B47.D('sDrive18d', 150, 350), B47.D('xDrive20d', 190, 400), B47.D('xDrive25d', 231, 500),
      B57.D('xDrive30d', 265, 620), B57.D('M40d', 326, 680), BMG.PH('xDrive30e', 292, 420),
      SMG.P('X3 M', 480, 600), SMG.P('X3 M Competition', 510, 600),
    ],
    [
      '2021-2024',
      BMG2.MH('xDrive20i', 184, 300), BMG2.MH('xDrive30i', 245, 350), BMG2.MH('M40i', 360, 500),
      B47M.D('xDrive20d', 190, 400), B57M.D('xDrive30d', 286, 650), B57M.D('M40d', 340, 700),
      BMG2.PH('xDrive30e', 292, 420), SMG.P('X3 M Competition', 510, 650),
    ],
    [
      '2024',
      BMG2.MH('20 xDrive', 208, 330), B47M.D('20d xDrive', 197, 400),
      BMG2.PH('30e xDrive', 299, 450), BMG2.MH('M50 xDrive', 398, 580),
    ],
  ],
  X4: [
    [
      '2014-2018',
      N20.P('xDrive20i', 184, 270), N20.P('xDrive28i', 245, 350), N55.P('xDrive35i', 306, 400),
      B47.D('xDrive20d', 190, 400), N57.D('xDrive30d', 258, 560), N57.D('xDrive35d', 313, 630),
    ],
    [
      '2018',
      BMG.P('xDrive20i', 184, 290), BMG.P('xDrive30i', 252, 350), BMG.P('M40i', 360, 500),
      B47.D('xDrive20d', 190, 400), B47.D('xDrive25d', 231, 500), B57.D('xDrive30d', 265, 620),
      B57.D('M40d', 326, 680),
    ],
  ],
  X5: [
    [
      '2007-2010',
      N4x.NA('xDrive30i', 272, 315), N4x.NA('xDrive48i', 355, 475), M57.D('xDrive30d', 235, 520),
      M57.D('xDrive35d', 286, 580),
    ],
    [
      '2010-2013',
      N55.P('xDrive35i', 306, 400), N63.P('xDrive50i', 407, 600), N57.D('xDrive30d', 245, 540),
      N57.D('xDrive40d', 306, 600), N57.D('M50d', 381, 740), N63.P('X5 M', 555, 680),
    ],
    [
      '2013-2018',
      N55.P('xDrive35i', 306, 400), N63.P('xDrive50i', 450, 650), N57.D('xDrive25d', 218, 450),
      N57.D('xDrive30d', 258, 560), N57.D('xDrive40d', 313, 630), N57.D('M50d', 381, 740),
      N63.P('X5 M', 575, 750),
    ],
    [
      '2018-2023',
      BMG.P('xDrive40i', 340, 450), N63.P('M50i', 530, 750), B57.D('xDrive25d', 231, 500),
      B57.D('xDrive30d', 265, 620), B57M.D('xDrive40d', 340, 700), B57.D('M50d', 400, 760),
      BMG2.PH('xDrive45e', 394, 600), N63.P('X5 M Competition', 625, 750),
    ],
    [
      '2023',
      BMG2.MH('xDrive40i', 381, 540), N63.MH('M60i xDrive', 530, 750), B57M.D('xDrive30d', 298, 670),
      BMG2.PH('xDrive50e', 489, 700),
    ],
  ],
  X6: [
    [
      '2008-2014',
      N55.P('xDrive35i', 306, 400), N63.P('xDrive50i', 407, 600), N57.D('xDrive30d', 245, 540),
      M57.D('xDrive35d', 286, 580), N57.D('xDrive40d', 306, 600), N57.D('M50d', 381, 740),
    ],
    [
      '2014-2019',
      N55.P('xDrive35i', 306, 400), N63.P('xDrive50i', 450, 650), N57.D('xDrive30d', 258, 560),
      N57.D('xDrive40d', 313, 630), N57.D('M50d', 381, 740),
    ],
    [
      '2019',
      BMG.P('xDrive40i', 340, 450), N63.P('M50i', 530, 750), B57M.D('xDrive30d', 286, 650),
      B57M.D('xDrive40d', 352, 720), B57.D('M50d', 400, 760),
    ],
  ],
  X7: [
    [
      '2019-2022',
      BMG.P('xDrive40i', 340, 450), N63.P('M50i', 530, 750), B57.D('xDrive30d', 265, 620),
      B57M.D('xDrive40d', 340, 700), B57.D('M50d', 400, 760),
    ],
    ['2022', BMG2.MH('xDrive40i', 381, 540), N63.MH('M60i xDrive', 530, 750), B57M.D('xDrive40d', 352, 720)],
  ],
  Z4: [
    [
      '2009-2016',
      N20.P('sDrive18i', 156, 240), N20.P('sDrive20i', 184, 270), N20.P('sDrive28i', 245, 350),
      P('sDrive35i', 306, 400, 'Siemens MSD81'), P('sDrive35is', 340, 450, 'Siemens MSD81'),
    ],
    ['2018', BMG.P('sDrive20i', 197, 320), BMG.P('sDrive30i', 258, 400), BMG.P('M40i', 340, 500)],
  ],
  M2: [
    ['2016-2018', N55.P('M2', 370, 465)],
    ['2018-2021', P('M2 Competition', 410, 550, 'Bosch MEVD17.2.G'), P('M2 CS', 450, 550, 'Bosch MEVD17.2.G')],
    ['2023', SMG.P('M2', 460, 550)],
  ],
  M3: [
    ['2007-2013', NA('M3', 420, 400, 'Siemens MSS60')],
    ['2014-2018', P('M3', 431, 550, 'Bosch MEVD17.2.G'), P('M3 Competition', 450, 550, 'Bosch MEVD17.2.G')],
    ['2021', SMG.P('M3', 480, 550), SMG.P('M3 Competition', 510, 650), SMG.P('M3 CS', 550, 650)],
  ],
  M4: [
    [
      '2014-2020',
      P('M4', 431, 550, 'Bosch MEVD17.2.G'), P('M4 Competition', 450, 550, 'Bosch MEVD17.2.G'),
      P('M4 CS', 460, 600, 'Bosch MEVD17.2.G'), P('M4 GTS', 500, 600, 'Bosch MEVD17.2.G'),
    ],
    ['2021', SMG.P('M4', 480, 550), SMG.P('M4 Competition', 510, 650), SMG.P('M4 CSL', 550, 650)],
  ],
  M5: [
    ['2011-2016', N63.P('M5', 560, 680), N63.P('M5 Competition', 575, 680)],
    [
      '2017-2023',
      P('M5', 600, 750, 'Bosch MEVD17.8.1'), P('M5 Competition', 625, 750, 'Bosch MEVD17.8.1'),
      P('M5 CS', 635, 750, 'Bosch MEVD17.8.1'),
    ],
    ['2024', PH('M5', 727, 1000, 'Bosch MG1CP200')],
  ],
  i3: [
    ['2013-2017', BEV.EV('i3 60Ah', 170, 250), BEV.EV('i3 REx 94Ah', 168, 250)],
    ['2017-2022', BEV.EV('i3 120Ah', 170, 250), BEV.EV('i3s', 184, 270)],
  ],
  i4: [['2021', BEV.EV('eDrive35', 286, 400), BEV.EV('eDrive40', 340, 430), BEV.EV('M50', 544, 795)]],
  i5: [['2023', BEV.EV('eDrive40', 340, 430), BEV.EV('M60 xDrive', 601, 820)]],
  i7: [
    ['2022', BEV.EV('eDrive50', 455, 650), BEV.EV('xDrive60', 544, 745), BEV.EV('M70 xDrive', 660, 1100)],
  ],
  iX: [['2021', BEV.EV('xDrive40', 326, 630), BEV.EV('xDrive50', 523, 765), BEV.EV('M60', 619, 1100)]],
  iX1: [['2022', BEV.EV('eDrive20', 204, 250), BEV.EV('xDrive30', 313, 494)]],
  iX3: [['2021', BEV.EV('iX3', 286, 400)]],
})

brand('Alpina', {
  B3: [
    ['2013-2019', N55.P('B3 Biturbo', 410, 600), N55.P('B3 S Biturbo', 440, 660)],
    ['2019', BMG.P('B3', 462, 700), BMG2.P('B3 GT', 529, 730)],
  ],
  D3: [
    ['2013-2019', N57.D('D3 Biturbo', 350, 700)],
    ['2020', B57M.D('D3 S', 355, 730)],
  ],
  B5: [['2017-2023', N63.P('B5 Bi-Turbo', 608, 800)]],
  D5: [['2017-2023', B57.D('D5 S', 388, 800)]],
  XD3: [['2018', B57.D('XD3', 333, 700)]],
  B7: [['2019-2022', N63.P('B7', 608, 800)]],
})

/* ---- Mini ---- */
const MINI = ecu(ECU.MEVD17_2)
const MINID = ecu(ECU.EDC17C41)
brand('Mini', {
  Cooper: [
    [
      '2006-2010',
      MINI.NA('One 1.4', 95, 140), MINI.NA('Cooper 1.6', 120, 160), MINI.P('Cooper S 1.6', 175, 240),
      MINID.D('Cooper D 1.6', 110, 240),
    ],
    [
      '2010-2014',
      MINI.NA('One 1.6', 98, 153), MINI.NA('Cooper 1.6', 122, 160), MINI.P('Cooper S 1.6', 184, 240),
      MINI.P('John Cooper Works', 211, 260), MINID.D('One D', 90, 215), MINID.D('Cooper D', 112, 270),
      MINID.D('Cooper SD', 143, 305),
    ],
    [
      '2014-2018',
      BMG.P('One 1.2', 102, 180), BMG.P('Cooper 1.5', 136, 220), BMG.P('Cooper S 2.0', 192, 280),
      BMG.P('John Cooper Works', 231, 320), B47.D('Cooper D', 116, 270), B47.D('Cooper SD', 170, 360),
    ],
    [
      '2018-2024',
      BMG2.P('One 1.5', 102, 190), BMG2.P('Cooper 1.5', 136, 220), BMG2.P('Cooper S 2.0', 178, 280),
      BMG2.P('John Cooper Works', 231, 320), BMG2.P('John Cooper Works GP', 306, 450),
      BEV.EV('Cooper SE', 184, 270),
    ],
    [
      '2024',
      BMG2.P('Cooper C', 156, 230), BMG2.P('Cooper S', 204, 300), BEV.EV('Cooper E', 184, 290),
      BEV.EV('Cooper SE', 218, 330),
    ],
  ],
  Clubman: [
    [
      '2007-2014',
      MINI.NA('Cooper', 122, 160), MINI.P('Cooper S', 184, 240), MINID.D('Cooper D', 112, 270),
    ],
    [
      '2015-2024',
      BMG.P('One', 102, 180), BMG.P('Cooper', 136, 220), BMG.P('Cooper S', 192, 280),
      BMG.P('John Cooper Works', 306, 450), B47.D('Cooper D', 150, 330), B47.D('Cooper SD', 190, 400),
    ],
  ],
  Countryman: [
    [
      '2010-2016',
      MINI.NA('Cooper', 122, 160), MINI.P('Cooper S', 184, 240), MINI.P('John Cooper Works', 218, 280),
      MINID.D('Cooper D', 112, 270), MINID.D('Cooper SD', 143, 305),
    ],
    [
      '2017-2023',
      BMG.P('One', 102, 190), BMG.P('Cooper', 136, 220), BMG.P('Cooper S', 192, 280),
      BMG.P('John Cooper Works', 306, 450), B47.D('Cooper D', 150, 350), B47.D('Cooper SD', 190, 400),
      BMG.PH('Cooper SE ALL4', 224, 385),
    ],
    [
      '2024',
      BMG2.MH('C', 170, 280), BMG2.P('S ALL4', 218, 360), BMG2.P('John Cooper Works ALL4', 300, 400),
      B47M.D('D', 163, 400), BEV.EV('E', 204, 250), BEV.EV('SE ALL4', 313, 494),
    ],
  ],
  Paceman: [
    [
      '2013-2016',
      MINI.NA('Cooper', 122, 160), MINI.P('Cooper S', 184, 240), MINI.P('John Cooper Works', 218, 280),
      MINID.D('Cooper D', 112, 270), MINID.D('Cooper SD', 143, 305),
    ],
  ],
})

/* ---- Mercedes-Benz ---- */
const OM646 = ecu('Bosch EDC16C31')
const OM651 = ecu('Delphi CRD3.10')
const OM651B = ecu(ECU.EDC17C66)
const OM642 = ecu(ECU.EDC17CP57)
const OM654 = ecu(ECU.MD1CP001)
const OM656 = ecu(ECU.MD1CP001)
const OM607 = ecu(ECU.SID310) // Renault-sourced 1.5 diesel
const M271 = ecu('Bosch ME9.7')
const M270 = ecu(ECU.MED17_72)
const M274 = ecu(ECU.MED17_73)
const M276 = ecu('Bosch MED17.7.1')
const M264 = ecu('Bosch MED17.7.7')
const M282 = ecu('Continental EMS3155') // Renault-Nissan co-developed 1.33
const M260 = ecu(ECU.MG1CP002)
const M254 = ecu(ECU.MG1CP007)
const M256 = ecu(ECU.MG1CP007)
const M177 = ecu('Bosch MED17.7.3.1') // AMG 4.0 V8
const M157 = ecu('Bosch MED17.7') // AMG 5.5 V8
const MEV = ecu('')

brand('Mercedes-Benz', {
  'A-Klasse': [
    [
      '2004-2012',
      NA('A 150', 95, 140, 'Siemens SIM4LKE'), NA('A 170', 116, 155, 'Siemens SIM4LKE'),
      NA('A 200', 136, 185, 'Siemens SIM4LKE'), P('A 200 Turbo', 193, 280, 'Siemens SIM4LKE'),
      OM646.D('A 160 CDI', 82, 180), OM646.D('A 180 CDI', 109, 250), OM646.D('A 200 CDI', 140, 300),
    ],
    [
      '2012-2015',
      M270.P('A 180', 122, 200), M270.P('A 200', 156, 250), M270.P('A 250', 211, 350),
      P('A 45 AMG', 360, 450, 'Bosch MED17.7.5'), OM607.D('A 180 CDI', 109, 260),
      OM651.D('A 200 CDI', 136, 300), OM651.D('A 220 CDI', 170, 350),
    ],
    [
      '2015-2018',
      M270.P('A 160', 102, 180), M270.P('A 180', 122, 200), M270.P('A 200', 156, 250),
      M270.P('A 250', 218, 350), P('A 45 AMG', 381, 475, 'Bosch MED17.7.5'),
      OM607.D('A 160 d', 90, 200), OM607.D('A 180 d', 109, 260), OM651B.D('A 200 d', 136, 300),
      OM651B.D('A 220 d', 177, 350),
    ],
    [
      '2018',
      M282.P('A 180', 136, 200), M282.P('A 200', 163, 250), M260.P('A 220', 190, 300),
      M260.P('A 250', 224, 350), M260.P('A 35 AMG', 306, 400), P('A 45 S AMG', 421, 500, ECU.MG1CP002),
      ecu('Continental SID310').D('A 180 d', 116, 260), OM654.D('A 200 d', 150, 320),
      OM654.D('A 220 d', 190, 400), M282.PH('A 250 e', 218, 450),
    ],
  ],
  'B-Klasse': [
    [
      '2011-2018',
      M270.P('B 180', 122, 200), M270.P('B 200', 156, 250), M270.P('B 250', 211, 350),
      OM607.D('B 180 CDI', 109, 250), OM651.D('B 200 CDI', 136, 300), OM651.D('B 220 CDI', 177, 350),
      MEV.EV('B 250 e', 179, 340),
    ],
    [
      '2019',
      M282.P('B 180', 136, 200), M282.P('B 200', 163, 250), M260.P('B 250', 224, 350),
      OM607.D('B 180 d', 116, 260), OM654.D('B 200 d', 150, 320), OM654.D('B 220 d', 190, 400),
      M282.PH('B 250 e', 218, 450),
    ],
  ],
  'C-Klasse': [
    [
      '2007-2011',
      M271.SC('C 180 Kompressor', 156, 230), M271.SC('C 200 Kompressor', 184, 250),
      NA('C 230', 204, 245, 'Bosch ME9.7'), NA('C 280', 231, 300, 'Bosch ME9.7'),
      NA('C 350', 272, 350, 'Bosch ME9.7'), NA('C 63 AMG', 457, 600, 'Bosch ME9.7'),
      OM646.D('C 200 CDI', 136, 270), OM651.D('C 220 CDI', 170, 400), OM651.D('C 250 CDI', 204, 500),
      OM642.D('C 320 CDI', 224, 510), OM642.D('C 350 CDI', 231, 540),
    ],
    [
      '2011-2014',
      M271.P('C 180', 156, 250), M271.P('C 200', 184, 270), M271.P('C 250', 204, 310),
      M276.NA('C 350', 306, 370), NA('C 63 AMG Performance', 487, 600, 'Bosch ME9.7'),
      OM651.D('C 180 CDI', 120, 300), OM651.D('C 200 CDI', 136, 360), OM651.D('C 220 CDI', 170, 400),
      OM651.D('C 250 CDI', 204, 500), OM642.D('C 350 CDI', 265, 620),
    ],
    [
      '2014-2018',
      M274.P('C 160', 129, 210), M274.P('C 180', 156, 250), M274.P('C 200', 184, 300),
      M274.P('C 250', 211, 350), M274.P('C 300', 245, 370), M276.P('C 400', 333, 480),
      M276.P('C 43 AMG', 367, 520), M177.P('C 63 AMG', 476, 650), M177.P('C 63 S AMG', 510, 700),
      OM607.D('C 180 d', 116, 280), OM651B.D('C 200 d', 136, 300), OM651B.D('C 220 d', 170, 400),
      OM651B.D('C 250 d', 204, 500), M274.PH('C 350 e', 279, 600),
    ],
    [
      '2018-2021',
      M264.P('C 180', 156, 250), M264.MH('C 200', 184, 280), M264.P('C 300', 258, 370),
      M276.P('C 43 AMG', 390, 520), M177.P('C 63 S AMG', 510, 700), OM654.D('C 180 d', 122, 300),
      OM654.D('C 200 d', 160, 360), OM654.D('C 220 d', 194, 400), OM654.D('C 300 d', 245, 500),
      M264.PH('C 300 e', 320, 700), OM654.PH('C 300 de', 306, 700),
    ],
    [
      '2021',
      M254.MH('C 180', 170, 250), M254.MH('C 200', 204, 300), M254.MH('C 300', 258, 400),
      M254.MH('C 43 AMG', 408, 500), M254.PH('C 63 S E Performance', 680, 1020),
      OM654.D('C 200 d', 163, 380), OM654.D('C 220 d', 200, 440), OM654.D('C 300 d', 265, 550),
      M254.PH('C 300 e', 313, 550), M254.PH('C 400 e', 381, 650),
    ],
  ],
  CLA: [
    [
      '2013-2019',
      M270.P('CLA 180', 122, 200), M270.P('CLA 200', 156, 250), M270.P('CLA 250', 211, 350),
      P('CLA 45 AMG', 381, 475, 'Bosch MED17.7.5'), OM607.D('CLA 180 d', 109, 260),
      OM651B.D('CLA 200 d', 136, 300), OM651B.D('CLA 220 d', 177, 350),
    ],
    [
      '2019',
      M282.P('CLA 180', 136, 200), M282.P('CLA 200', 163, 250), M260.P('CLA 250', 224, 350),
      M260.P('CLA 35 AMG', 306, 400), P('CLA 45 S AMG', 421, 500, ECU.MG1CP002),
      OM607.D('CLA 180 d', 116, 260), OM654.D('CLA 200 d', 150, 320), OM654.D('CLA 220 d', 190, 400),
      M282.PH('CLA 250 e', 218, 450),
    ],
  ],
  CLS: [
    [
      '2011-2017',
      M276.NA('CLS 350', 306, 370), P('CLS 500', 408, 600, 'Bosch MED17.7.1'),
      M157.P('CLS 63 AMG', 557, 720), OM651.D('CLS 250 CDI', 204, 500), OM642.D('CLS 350 CDI', 265, 620),
    ],
    [
      '2018-2023',
      M264.MH('CLS 350', 299, 400), M256.MH('CLS 450', 367, 500), M256.MH('CLS 53 AMG', 435, 520),
      OM656.D('CLS 300 d', 245, 500), OM656.D('CLS 400 d', 340, 700),
    ],
  ],
  'E-Klasse': [
    [
      '2009-2013',
      M271.P('E 200 CGI', 184, 270), M271.P('E 250 CGI', 204, 310), NA('E 350', 272, 350, 'Bosch ME9.7'),
      NA('E 500', 388, 530, 'Bosch ME9.7'), M157.P('E 63 AMG', 525, 700), OM651.D('E 200 CDI', 136, 360),
      OM651.D('E 220 CDI', 170, 400), OM651.D('E 250 CDI', 204, 500), OM642.D('E 350 CDI', 231, 540),
    ],
    [
      '2013-2016',
      M274.P('E 200', 184, 300), M274.P('E 250', 211, 350), M276.P('E 400', 333, 480),
      P('E 500', 408, 600, 'Bosch MED17.7.1'), M157.P('E 63 AMG', 557, 720),
      M157.P('E 63 S AMG', 585, 800), OM651.D('E 200 BlueTEC', 136, 360),
      OM651.D('E 220 BlueTEC', 170, 400), OM651.D('E 250 BlueTEC', 204, 500),
      OM642.D('E 350 BlueTEC', 252, 620),
    ],
    [
      '2016-2020',
      M274.P('E 200', 184, 300), M274.P('E 300', 245, 370), M276.P('E 400', 333, 480),
      M276.P('E 43 AMG', 401, 520), M177.P('E 63 AMG', 571, 750), M177.P('E 63 S AMG', 612, 850),
      OM654.D('E 200 d', 150, 360), OM654.D('E 220 d', 194, 400), OM642.D('E 350 d', 258, 620),
      OM656.D('E 400 d', 340, 700), M274.PH('E 350 e', 286, 550),
    ],
    [
      '2020-2023',
      M264.MH('E 200', 197, 320), M264.MH('E 300', 258, 370), M256.MH('E 450', 367, 500),
      M256.MH('E 53 AMG', 435, 520), M177.P('E 63 S AMG', 612, 850), OM654.D('E 200 d', 160, 380),
      OM654.D('E 220 d', 194, 400), OM654.D('E 300 d', 265, 550), OM656.D('E 400 d', 330, 700),
      M264.PH('E 300 e', 320, 700), OM654.PH('E 300 de', 306, 700),
    ],
    [
      '2023',
      M254.MH('E 200', 204, 320), M256.MH('E 450', 381, 500), OM654.D('E 220 d', 197, 440),
      M254.PH('E 300 e', 313, 550), M254.PH('E 400 e', 381, 650), M256.PH('E 53 AMG Hybrid', 585, 750),
    ],
  ],
  'S-Klasse': [
    [
      '2005-2009',
      NA('S 350', 272, 350, 'Bosch ME9.7'), NA('S 500', 388, 530, 'Bosch ME9.7'),
      P('S 600', 517, 830, 'Bosch ME9.7'), OM642.D('S 320 CDI', 235, 540),
      D('S 420 CDI', 320, 730, 'Bosch EDC16CP36'),
    ],
    [
      '2009-2013',
      M276.NA('S 350', 306, 370), P('S 500', 435, 700, 'Bosch MED17.7.1'), M157.P('S 63 AMG', 544, 800),
      OM651.D('S 250 CDI', 204, 500), OM642.D('S 350 CDI', 258, 620),
      engine('H', 'S 400 Hybrid', 299, 385, 'Bosch ME9.7', 'na'),
    ],
    [
      '2013-2017',
      M276.P('S 400', 333, 480), P('S 500', 455, 700, 'Bosch MED17.7.1'), M157.P('S 63 AMG', 585, 900),
      P('S 65 AMG', 630, 1000, 'Bosch MED17.7.1'), OM642.D('S 350 d', 258, 620),
      M276.PH('S 500 e', 442, 650),
    ],
    [
      '2017-2020',
      M256.MH('S 450', 367, 500), M256.MH('S 500', 435, 520), M177.P('S 560', 469, 700),
      M177.P('S 63 AMG', 612, 900), OM656.D('S 350 d', 286, 600), OM656.D('S 400 d', 340, 700),
      M276.PH('S 560 e', 476, 700),
    ],
    [
      '2020',
      M256.MH('S 450', 367, 500), M256.MH('S 500', 435, 520), M177.MH('S 580', 503, 700),
      OM656.D('S 350 d', 286, 600), OM656.D('S 400 d', 330, 700), M256.PH('S 580 e', 510, 750),
    ],
  ],
  'G-Klasse': [
    ['2012-2018', NA('G 500', 388, 530, 'Bosch ME9.7'), M157.P('G 63 AMG', 544, 760), OM642.D('G 350 BlueTEC', 211, 540)],
    [
      '2018',
      M177.P('G 500', 422, 610), M177.P('G 63 AMG', 585, 850), OM656.D('G 350 d', 286, 600),
      OM656.D('G 400 d', 330, 700), MEV.EV('G 580 with EQ Technology', 587, 1164),
    ],
  ],
  GLA: [
    [
      '2014-2020',
      M270.P('GLA 180', 122, 200), M270.P('GLA 200', 156, 250), M270.P('GLA 250', 211, 350),
      P('GLA 45 AMG', 381, 475, 'Bosch MED17.7.5'), OM607.D('GLA 180 d', 109, 260),
      OM651B.D('GLA 200 d', 136, 300), OM651B.D('GLA 220 d', 177, 350),
    ],
    [
      '2020',
      M282.P('GLA 200', 163, 250), M260.P('GLA 250', 224, 350), M260.P('GLA 35 AMG', 306, 400),
      P('GLA 45 S AMG', 421, 500, ECU.MG1CP002), OM654.D('GLA 180 d', 116, 280),
      OM654.D('GLA 200 d', 150, 320), OM654.D('GLA 220 d', 190, 400), M282.PH('GLA 250 e', 218, 450),
    ],
  ],
  GLB: [
    [
      '2019',
      M282.P('GLB 200', 163, 250), M260.P('GLB 250', 224, 350), M260.P('GLB 35 AMG', 306, 400),
      OM654.D('GLB 180 d', 116, 280), OM654.D('GLB 200 d', 150, 320), OM654.D('GLB 220 d', 190, 400),
    ],
  ],
  GLC: [
    [
      '2015-2019',
      M274.P('GLC 250', 211, 350), M274.P('GLC 300', 245, 370), M276.P('GLC 43 AMG', 367, 520),
      M177.P('GLC 63 S AMG', 510, 700), OM651B.D('GLC 220 d', 170, 400),
      OM651B.D('GLC 250 d', 204, 500), M274.PH('GLC 350 e', 320, 560),
    ],
    [
      '2019-2022',
      M264.MH('GLC 200', 197, 320), M264.P('GLC 300', 258, 370), M276.P('GLC 43 AMG', 390, 520),
      OM654.D('GLC 200 d', 163, 360), OM654.D('GLC 220 d', 194, 400), OM654.D('GLC 300 d', 245, 500),
      M264.PH('GLC 300 e', 320, 700), M177.P('GLC 63 S AMG', 510, 700),
    ],
    [
      '2022',
      M254.MH('GLC 200', 204, 320), M254.MH('GLC 300', 258, 400), M254.MH('GLC 43 AMG', 421, 500),
      OM654.D('GLC 220 d', 197, 440), M254.PH('GLC 300 e', 313, 550), M254.PH('GLC 400 e', 381, 650),
    ],
  ],
  GLE: [
    [
      '2015-2018',
      M276.P('GLE 400', 333, 480), M276.P('GLE 43 AMG', 367, 520), M157.P('GLE 63 AMG', 557, 700),
      OM651.D('GLE 250 d', 204, 500), OM642.D('GLE 350 d', 258, 620), M276.PH('GLE 500 e', 442, 650),
    ],
    [
      '2019-2023',
      M256.MH('GLE 450', 367, 500), M256.MH('GLE 53 AMG', 435, 520), M177.MH('GLE 63 S AMG', 612, 850),
      OM654.D('GLE 300 d', 245, 500), OM656.D('GLE 350 d', 272, 600), OM656.D('GLE 400 d', 330, 700),
      OM654.PH('GLE 350 de', 320, 700),
    ],
    [
      '2023',
      M256.MH('GLE 450', 381, 500), OM654.D('GLE 300 d', 269, 550), OM656.D('GLE 450 d', 367, 750),
      OM654.PH('GLE 350 de', 333, 750), M264.PH('GLE 400 e', 381, 650),
    ],
  ],
  GLS: [
    ['2016-2019', M276.P('GLS 400', 333, 480), P('GLS 500', 455, 700, 'Bosch MED17.7.1'), OM642.D('GLS 350 d', 258, 620)],
    [
      '2019',
      M256.MH('GLS 450', 367, 500), M177.MH('GLS 580', 489, 700), OM656.D('GLS 400 d', 330, 700),
      M177.MH('Maybach GLS 600', 558, 730),
    ],
  ],
  'M-Klasse': [
    [
      '2005-2011',
      NA('ML 350', 272, 350, 'Bosch ME9.7'), NA('ML 500', 388, 530, 'Bosch ME9.7'),
      OM642.D('ML 280 CDI', 190, 440), OM642.D('ML 320 CDI', 224, 510),
      D('ML 420 CDI', 306, 700, 'Bosch EDC16CP36'),
    ],
    [
      '2011-2015',
      M276.NA('ML 350', 306, 370), P('ML 500', 408, 600, 'Bosch MED17.7.1'), M157.P('ML 63 AMG', 525, 700),
      OM651.D('ML 250 BlueTEC', 204, 500), OM642.D('ML 350 BlueTEC', 258, 620),
    ],
  ],
  'SLK / SLC': [
    ['2011-2016', M271.P('SLK 200', 184, 270), M271.P('SLK 250', 204, 310), M276.NA('SLK 350', 306, 370), NA('SLK 55 AMG', 421, 540, 'Bosch MED17.7.1')],
    ['2016-2020', M274.P('SLC 180', 156, 250), M274.P('SLC 200', 184, 300), M274.P('SLC 300', 245, 370), M276.P('SLC 43 AMG', 367, 520)],
  ],
  SL: [
    ['2012-2020', M276.NA('SL 350', 306, 370), M276.P('SL 400', 367, 500), P('SL 500', 455, 700, 'Bosch MED17.7.1'), M157.P('SL 63 AMG', 585, 900)],
    ['2022', M260.P('SL 43 AMG', 381, 480), M177.P('SL 55 AMG', 476, 700), M177.P('SL 63 AMG', 585, 800)],
  ],
  'AMG GT': [
    ['2015-2021', M177.P('GT', 462, 600), M177.P('GT S', 522, 670), M177.P('GT C', 557, 680), M177.P('GT R', 585, 700)],
    ['2018', M256.MH('GT 53 4-Door', 435, 520), M177.P('GT 63 4-Door', 585, 800), M177.P('GT 63 S 4-Door', 639, 900)],
  ],
  EQA: [['2021', MEV.EV('EQA 250', 190, 375), MEV.EV('EQA 300 4MATIC', 228, 390), MEV.EV('EQA 350 4MATIC', 292, 520)]],
  EQB: [['2021', MEV.EV('EQB 250', 190, 385), MEV.EV('EQB 300 4MATIC', 228, 390), MEV.EV('EQB 350 4MATIC', 292, 520)]],
  EQC: [['2019-2023', MEV.EV('EQC 400 4MATIC', 408, 760)]],
  EQE: [['2022', MEV.EV('EQE 300', 245, 550), MEV.EV('EQE 350+', 292, 565), MEV.EV('EQE 500 4MATIC', 408, 858), MEV.EV('AMG EQE 53', 626, 950)]],
  EQS: [['2021', MEV.EV('EQS 450+', 333, 568), MEV.EV('EQS 580 4MATIC', 523, 855), MEV.EV('AMG EQS 53', 658, 950)]],
  'V-Klasse': [
    ['2014-2019', OM651B.D('V 200 d', 136, 330), OM651B.D('V 220 d', 163, 380), OM651B.D('V 250 d', 190, 440)],
    ['2019', OM654.D('V 220 d', 163, 380), OM654.D('V 250 d', 190, 440), OM654.D('V 300 d', 239, 500), MEV.EV('EQV 300', 204, 362)],
  ],
  'X-Klasse': [['2017-2020', D('X 220 d', 163, 403, 'Bosch EDC17C84'), D('X 250 d', 190, 450, 'Bosch EDC17C84'), OM642.D('X 350 d', 258, 550)]],
})

brand('Mercedes-Benz Vans', {
  Citan: [
    ['2012-2021', OM607.D('108 CDI', 75, 180), OM607.D('109 CDI', 90, 200), OM607.D('111 CDI', 110, 240)],
    ['2021', OM607.D('110 CDI', 95, 260), OM607.D('112 CDI', 116, 270), M282.P('113', 131, 240), MEV.EV('eCitan', 122, 245)],
  ],
  Vito: [
    ['2010-2014', OM651.D('110 CDI', 95, 250), OM651.D('113 CDI', 136, 310), OM651.D('116 CDI', 163, 360), OM642.D('122 CDI', 224, 440)],
    ['2014-2019', OM607.D('109 CDI', 88, 230), OM607.D('111 CDI', 114, 270), OM651B.D('114 CDI', 136, 330), OM651B.D('116 CDI', 163, 380), OM651B.D('119 CDI', 190, 440)],
    ['2020', OM654.D('110 CDI', 102, 270), OM654.D('114 CDI', 136, 330), OM654.D('116 CDI', 163, 380), OM654.D('119 CDI', 190, 440), MEV.EV('eVito', 116, 365)],
  ],
  Sprinter: [
    ['2009-2013', OM646.D('210 CDI', 95, 250), OM651.D('213 CDI', 129, 305), OM651.D('216 CDI', 163, 360), OM642.D('219 CDI', 190, 440)],
    ['2013-2018', OM651B.D('211 CDI', 114, 300), OM651B.D('213 CDI', 129, 305), OM651B.D('216 CDI', 163, 360), OM642.D('219 CDI', 190, 440)],
    ['2018', OM651B.D('211 CDI', 114, 300), OM651B.D('214 CDI', 143, 330), OM654.D('317 CDI', 170, 400), OM642.D('319 CDI', 190, 440), MEV.EV('eSprinter', 204, 400)],
  ],
})

/* ------------------------------------------------------------------------ */
/* 3. Expansion loop                                                         */
/* ------------------------------------------------------------------------ */

const HEADER = [
  'brand',
  'model',
  'year',
  'fuel',
  'engine',
  'stock_power_hp',
  'stage1_power_hp',
  'stock_torque_nm',
  'stage1_torque_nm',
  'ecu',
  'price',
]

/** Flattens a generation's engine list: engine objects, nested arrays, or key strings. */
function resolveEngines(items, dict, where) {
  return items.flatMap((item) => {
    if (Array.isArray(item)) return resolveEngines(item, dict, where)
    if (typeof item !== 'string') return [item]
    return item
      .trim()
      .split(/\s+/)
      .map((key) => {
        if (!dict[key]) throw new Error(`${where}: unknown engine key "${key}"`)
        return dict[key]
      })
  })
}

const brandList = JSON.parse(readFileSync(BRANDS_FILE, 'utf8'))
const categoryOf = new Map(brandList.map((b) => [b.name, b.category]))

const rows = []
const dropped = []
const keys = new Set() // brand|model|year|stock hp — the importer's slug key
for (const { brand: brandName, engines: dict, models } of CATALOGUE) {
  const category = categoryOf.get(brandName)
  if (!category) throw new Error(`brand "${brandName}" is not in seed/brands.json`)
  for (const [model, generations] of Object.entries(models)) {
    for (const [years, ...items] of generations) {
      const where = `${brandName} ${model} ${years}`
      if (!/^\d{4}(-\d{4})?$/.test(years)) throw new Error(`${where}: bad build years`)
      for (const eng of resolveEngines(items, dict, where)) {
        const engineName = `${eng.label} ${eng.hp}hp`
        // Real line-ups often have two engines with the same power in one generation
        // (e.g. 1.5 TSI 150hp and 2.0 TDI 150hp). The importer derives the URL slug
        // from the stock power, so keep only the first one listed; the collision rule
        // is exercised on purpose by the edge-case rows below instead.
        const key = `${brandName}|${model}|${years}|${eng.hp}`
        if (keys.has(key)) {
          dropped.push(`${where}: ${engineName}`)
          continue
        }
        keys.add(key)
        const rng = rngFor(`${key}|${engineName}`)
        const tuned = stage1(eng, category, rng)
        rows.push([
          brandName,
          model,
          years,
          FUELS[eng.fuel],
          engineName,
          eng.hp,
          tuned.hp,
          eng.nm,
          tuned.nm,
          eng.ecu,
          price(eng, category, rng),
        ])
      }
    }
  }
}

/* ------------------------------------------------------------------------ */
/* 4. Deliberate edge-case rows (always the last rows of the file)          */
/* ------------------------------------------------------------------------ */
/* Written verbatim (strings exactly as they should appear in the CSV). Each one
 * exercises one import rule; see seed/README.md for the expected outcome. */
const EDGE_ROWS = [
  // (a) Brand with a leading slash (a quirk of the old export): the importer strips the
  //     "/" and files the row under "Audi". Model/year not used elsewhere -> no collision.
  ['/Audi', 'A6 allroad', '2012-2018', 'Diesel', '3.0 BiTDI 320hp', '320', '400', '650', '825', 'Bosch EDC17CP44', '449'],
  // (b) Engine name containing a comma: must be quoted in the CSV and survive parsing
  //     as one field ("2.0 TDI, 150hp").
  ['Volkswagen', 'Golf Variant', '2013-2017', 'Diesel', '2.0 TDI, 150hp', '150', '190', '340', '430', 'Bosch EDC17C64', '349'],
  // (c1) Literal "nan" in ecu and price (pandas export artefact): treated as empty,
  //      the row itself is imported.
  ['Skoda', 'Octavia Combi', '2017-2020', 'Diesel', '2.0 TDI 184hp', '184', '225', '380', '480', 'nan', 'nan'],
  // (c2) Literal "nan" in a power field: the row is rejected (no stock power, no slug).
  ['Opel', 'Astra Sports Tourer', '2015-2021', 'Petrol', '1.4 Turbo 150hp', 'nan', '185', '250', '300', 'Bosch ME17.9.6', ''],
  // (d) Fuel "Not Possible" marks vehicles that cannot be tuned: the row is skipped.
  ['Renault', 'Zoe', '2019-2024', 'Not Possible', 'R135 135hp', '135', '135', '245', '245', '', ''],
  // (e) Empty build year: the row is skipped (no year range to file it under).
  ['Peugeot', '308 SW', '', 'Diesel', '1.5 BlueHDi 130hp', '130', '165', '300', '390', 'Bosch MD1CS003', '349'],
  // (f) Stage-1 torque 0: the row is rejected (stage-1 figures must be positive).
  ['Ford', 'Focus Wagon', '2018-2022', 'Petrol', '1.0 EcoBoost 125hp', '125', '155', '170', '0', 'Bosch MG1CS016', ''],
  // (g) Two engines with the same stock power in one brand/model/year: both would get the
  //     slug "150pk", so the importer must disambiguate the second one.
  ['Seat', 'Leon ST', '2017-2020', 'Petrol', '1.5 TSI ACT 150hp', '150', '185', '250', '320', 'Continental Simos 18.10', '349'],
  ['Seat', 'Leon ST', '2017-2020', 'Diesel', '2.0 TDI 150hp', '150', '190', '340', '430', 'Bosch EDC17C64', '349'],
  // (h) Model names with an underscore and with punctuation/parentheses: slugs
  //     "model-3" and "c-klasse-w206".
  ['Tesla', 'Model_3', '2019-2023', 'Electric', 'Long Range AWD 440hp', '440', '470', '493', '510', '', '599'],
  ['Mercedes-Benz', 'C-Klasse (W206)', '2021', 'PHEV', 'C 300 e 313hp', '313', '365', '550', '640', 'Bosch MG1CP007', '449'],
  // (i) Brand with a diacritic: "Citroën" must match the brand (slug "citroen").
  ['Citroën', 'C5 Aircross Hybrid', '2020-2024', 'PHEV', '1.6 PureTech Hybrid 225hp', '225', '260', '360', '420', 'Bosch MG1CS032', ''],
]

// Guard: apart from the deliberate collision pair (g), edge rows must not collide with
// the generated rows, or the tests would see more than the one intended collision.
for (const row of EDGE_ROWS) {
  const key = `${row[0].replace(/^\//, '')}|${row[1]}|${row[2]}|${row[5]}`
  if (row[1] !== 'Leon ST' && keys.has(key)) throw new Error(`edge row collides: ${key}`)
  if (!categoryOf.has(row[0].replace(/^\//, ''))) throw new Error(`edge row brand: ${row[0]}`)
}

/* ------------------------------------------------------------------------ */
/* 5. CSV writer (RFC 4180 quoting, LF line endings, UTF-8 without BOM)      */
/* ------------------------------------------------------------------------ */

const csvField = (value) => {
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}
const csvLine = (fields) => fields.map(csvField).join(',')

const lines = [HEADER, ...rows, ...EDGE_ROWS].map(csvLine)
mkdirSync(dirname(OUT_FILE), { recursive: true })
writeFileSync(OUT_FILE, `${lines.join('\n')}\n`, 'utf8')

const brandsWithRows = new Set(rows.map((r) => r[0]))
console.log(
  `wrote ${OUT_FILE}: ${rows.length} catalogue rows + ${EDGE_ROWS.length} edge-case rows, ` +
    `${brandsWithRows.size} brands with rows, ${brandList.length - brandsWithRows.size} without`,
)
if (dropped.length) {
  console.log(`${dropped.length} engines left out (same stock hp in one generation):`)
  for (const d of dropped) console.log(`  - ${d}`)
}
