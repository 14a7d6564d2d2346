#!/usr/bin/env node
/**
 * Generates seed/demo-catalogue.csv — the demo vehicle catalogue for the importer.
 *
 *   node scripts/generate-demo-catalogue.mjs
 *
 * Everything below is hand-written demo data for this project. Stock figures are
 * realistic public manufacturer figures (rounded); stage-1 figures and prices are derived
 * deterministically with a seeded PRNG, so the output is byte-for-byte identical on every
 * run. The ECU is empty where none is listed (electric drive units). No dependencies.
 *
 * Coverage: 57 of the 85 brands in seed/brands.json, in every category; the other brands
 * deliberately have no rows (the site's "information is being added" state).
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
 * Truck, tractor, motorcycle and boat labels are type designations ("R 450", "724 Vario");
 * stock power is the maximum rating.
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
/** A copy of an engine under another badge (one engine, sold as "PureTech" and "Turbo"). */
const rebadge = (eng, label) => ({ ...eng, label })

/* ---- Stellantis (PSA): PureTech/THP petrol, HDi/BlueHDi diesel ---- */
/* Peugeot, Citroën and DS; Opel uses them (rebadged) from 2019. */
const VD46 = 'Valeo VD46.1' // first 1.2 PureTech
const MG1CS032 = 'Bosch MG1CS032' // 1.2 PureTech / Hybrid from 2018
const MG1CS042 = 'Bosch MG1CS042' // 1.6 PureTech and the plug-in hybrids
const PSA = {
  vti68: NA('1.0 VTi', 68, 95, VD46),
  vti82: NA('1.2 VTi', 82, 118, VD46),
  vti95: NA('1.4 VTi', 95, 136, 'Bosch ME7.4.5'),
  vti120: NA('1.6 VTi', 120, 160, 'Bosch MEV17.4'),
  pt68: NA('1.0 PureTech', 68, 95, VD46),
  pt75: NA('1.2 PureTech', 75, 118, MG1CS032),
  pt82: NA('1.2 PureTech', 82, 118, VD46),
  pt83: NA('1.2 PureTech', 83, 118, MG1CS032),
  pt110a: P('1.2 PureTech', 110, 205, VD46),
  pt130a: P('1.2 PureTech', 130, 230, VD46),
  pt100: P('1.2 PureTech', 100, 205, MG1CS032),
  pt110: P('1.2 PureTech', 110, 205, MG1CS032),
  pt130: P('1.2 PureTech', 130, 230, MG1CS032),
  pt155: P('1.2 PureTech', 155, 240, MG1CS032),
  hy100: MH('1.2 Hybrid', 100, 205, MG1CS032),
  hy110: MH('1.2 Hybrid', 110, 205, MG1CS032),
  hy136: MH('1.2 Hybrid', 136, 230, MG1CS032),
  hy145: MH('1.2 Hybrid', 145, 230, MG1CS032),
  thp150: P('1.6 THP', 150, 240, 'Bosch MED17.4'),
  thp156: P('1.6 THP', 156, 240, ECU.MEVD17_44),
  thp165: P('1.6 THP', 165, 240, ECU.MEVD17_44),
  thp200: P('1.6 THP', 200, 275, ECU.MEVD17_44),
  thp205: P('1.6 THP', 205, 285, ECU.MEVD17_44),
  thp208: P('1.6 THP', 208, 300, ECU.MEVD17_44),
  thp250: P('1.6 THP', 250, 330, ECU.MEVD17_44),
  thp270: P('1.6 THP', 270, 330, ECU.MEVD17_44),
  pt180: P('1.6 PureTech', 180, 250, MG1CS042),
  pt225: P('1.6 PureTech', 225, 300, MG1CS042),
  pt263: P('1.6 PureTech', 263, 330, MG1CS042),
  ph180: PH('1.6 Hybrid', 180, 360, MG1CS042),
  ph195: PH('1.6 Plug-in Hybrid', 195, 350, MG1CS042),
  ph225: PH('1.6 Hybrid', 225, 360, MG1CS042),
  ph250: PH('1.6 Hybrid', 250, 360, MG1CS042),
  ph300: PH('1.6 Hybrid4', 300, 520, MG1CS042),
  ph360: PH('1.6 Hybrid4', 360, 520, MG1CS042),
  hdi54: D('1.4 HDi', 54, 130, 'Continental SID804'),
  hdi68: D('1.4 HDi', 68, 160, 'Continental SID804'),
  hdi75: D('1.6 HDi', 75, 185, ECU.EDC16C34),
  hdi90: D('1.6 HDi', 90, 215, ECU.EDC16C34),
  hdi110: D('1.6 HDi', 110, 240, ECU.EDC16C34),
  ehdi92: D('1.6 e-HDi', 92, 230, ECU.DCM35),
  ehdi112: D('1.6 e-HDi', 112, 270, ECU.DCM35),
  ehdi115: D('1.6 e-HDi', 115, 270, ECU.DCM35),
  bh75: D('1.6 BlueHDi', 75, 230, ECU.EDC17C60),
  bh100a: D('1.6 BlueHDi', 100, 254, ECU.EDC17C60),
  bh120a: D('1.6 BlueHDi', 120, 300, ECU.EDC17C60),
  bh102: D('1.5 BlueHDi', 102, 250, ECU.MD1CS003),
  bh110: D('1.5 BlueHDi', 110, 250, ECU.MD1CS003),
  bh120: D('1.5 BlueHDi', 120, 300, ECU.MD1CS003),
  bh131: D('1.5 BlueHDi', 131, 300, ECU.MD1CS003),
  hdi136: D('2.0 HDi', 136, 320, ECU.EDC16C34),
  hdi140: D('2.0 HDi', 140, 320, ECU.SID807),
  hdi150: D('2.0 HDi', 150, 340, ECU.SID807),
  hdi163: D('2.0 HDi', 163, 340, ECU.SID807),
  bh150: D('2.0 BlueHDi', 150, 370, ECU.SID807EVO),
  bh160: D('2.0 BlueHDi', 160, 400, ECU.SID807EVO),
  bh180: D('2.0 BlueHDi', 180, 400, ECU.SID807EVO),
  hdi170: D('2.2 HDi', 170, 370, 'Continental SID201'),
  hdi204: D('2.2 HDi', 204, 450, 'Continental SID201'),
  hy4: HY('2.0 HYbrid4', 200, 500, ECU.SID807),
}

brand(
  'Peugeot',
  {
    108: [
      ['2014-2018', NA('1.0 VTi', 68, 95, ECU.DENSO), 'pt82'],
      ['2018-2022', NA('1.0 VTi', 72, 93, ECU.DENSO), 'pt82'],
    ],
    208: [
      ['2012-2015', 'vti68 vti82 vti95 vti120 thp156 thp200 ehdi92 ehdi115'],
      ['2015-2019', 'pt68 pt82 pt110a thp208 bh75 bh100a bh120a'],
      ['2019-2023', 'pt75 pt100 pt130 bh102', EV('e-208', 136, 260)],
      ['2023', 'pt75 pt100 hy136 bh102', EV('e-208', 156, 260)],
    ],
    2008: [
      ['2013-2016', 'vti82 vti120 thp156 hdi68 ehdi92 ehdi115'],
      ['2016-2019', 'pt82 pt110a pt130a bh100a bh120a'],
      ['2019-2023', 'pt100 pt130 pt155 bh110', EV('e-2008', 136, 260)],
      ['2023', 'pt100 pt130 hy145', EV('e-2008', 156, 260)],
    ],
    308: [
      ['2007-2013', 'vti95 vti120 thp150 thp200 hdi90 hdi110 ehdi112 hdi140 hdi163'],
      ['2013-2017', 'pt110a pt130a thp156 thp205 thp250 thp270 ehdi115 bh120a bh150 bh180'],
      ['2017-2021', 'pt110 pt130 pt180 pt263 bh102 bh131 bh150'],
      ['2021', 'pt110 pt130 hy136 ph180 ph225 bh131', EV('e-308', 156, 270)],
    ],
    3008: [
      ['2009-2016', 'vti120 thp156 hdi110 ehdi115 hdi150 hdi163 hy4'],
      ['2016-2020', 'pt130a thp165 bh100a bh120a bh150 bh180'],
      ['2020-2024', 'pt130 pt180 bh131 ph225 ph300'],
      [
        '2024',
        'hy136 hy145 ph195',
        EV('E-3008', 210, 345),
        EV('E-3008 Long Range', 230, 345),
        EV('E-3008 Dual Motor', 325, 509),
      ],
    ],
    5008: [
      ['2009-2017', 'vti120 thp156 hdi110 ehdi115 hdi150 hdi163'],
      ['2017-2020', 'pt130a thp165 bh120a bh150 bh180'],
      ['2020-2024', 'pt130 pt180 bh131'],
      [
        '2024',
        'hy136 ph195',
        EV('E-5008', 210, 345),
        EV('E-5008 Long Range', 230, 345),
      ],
    ],
    508: [
      ['2010-2014', 'vti120 thp156 ehdi112 hdi140 hdi163 hdi204 hy4'],
      ['2014-2018', 'thp165 bh120a bh150 bh180 hy4'],
      ['2018-2023', 'pt180 bh131 bh160 ph225 ph300 ph360'],
      ['2023', 'pt130 ph180 ph225 ph360 bh131'],
    ],
    Rifter: [
      ['2018-2023', 'pt110 pt130 bh102 bh131', EV('e-Rifter', 136, 260)],
      ['2024', 'pt110 bh102 bh131', EV('e-Rifter', 136, 260)],
    ],
  },
  PSA,
)

brand(
  'Citroën',
  {
    C1: [
      ['2005-2014', NA('1.0', 68, 93, ECU.DENSO), 'hdi54'],
      [
        '2014-2022',
        NA('1.0 VTi', 68, 95, ECU.DENSO),
        NA('1.0 VTi', 72, 93, ECU.DENSO),
        'pt82',
      ],
    ],
    C3: [
      ['2009-2016', 'vti68 vti82 vti95 vti120 hdi90 ehdi92 ehdi115'],
      ['2016-2020', 'pt68 pt82 pt110a bh75 bh100a'],
      ['2020-2024', 'pt83 pt110 bh102'],
      ['2024', 'pt100 hy110', EV('ë-C3', 113, 125)],
    ],
    'C3 Aircross': [
      ['2017-2021', 'pt82 pt110a pt130a bh100a bh120a'],
      ['2021-2024', 'pt110 pt130 bh120'],
      ['2024', 'pt100 hy136', EV('ë-C3 Aircross', 113, 125)],
    ],
    C4: [
      ['2010-2018', 'vti95 vti120 thp156 ehdi92 ehdi115 hdi150'],
      ['2020-2024', 'pt100 pt130 pt155 bh110', EV('ë-C4', 136, 260)],
      ['2024', 'pt130 hy136', EV('ë-C4', 156, 260)],
    ],
    'C4 Picasso': [
      ['2006-2013', 'vti120 thp150 hdi110 hdi136'],
      ['2013-2018', 'pt130a thp165 bh100a bh120a bh150'],
      ['2018-2022', 'pt130 bh131 bh160'],
    ],
    C5: [
      ['2008-2012', 'vti120 thp156 hdi110 hdi140 hdi163 hdi170'],
      ['2012-2017', 'thp156 ehdi115 hdi163 hdi204 bh150 bh180'],
    ],
    'C5 X': [
      ['2022-2024', 'pt130 ph180 ph225'],
      ['2024', 'pt130 hy136 ph180 ph225'],
    ],
    'C5 Aircross': [
      ['2018-2022', 'pt130 pt180 bh131 ph225'],
      ['2022', 'pt130 hy136 bh131 ph180 ph225'],
    ],
    Berlingo: [
      ['2008-2018', 'vti95 vti120 hdi75 hdi90 ehdi115 bh100a'],
      ['2018', 'pt110 pt130 bh102 bh131', EV('ë-Berlingo', 136, 260)],
    ],
  },
  PSA,
)

brand(
  'DS',
  {
    'DS 3': [
      [
        '2010-2016',
        'vti82 vti95 vti120 thp156 hdi90 ehdi92 ehdi115',
        P('1.6 THP Racing', 207, 275, ECU.MEVD17_44),
      ],
      ['2016-2019', 'pt82 pt110a pt130a thp165 thp208 bh100a bh120a'],
    ],
    'DS 3 Crossback': [
      ['2019-2022', 'pt100 pt130 pt155 bh102 bh131', EV('E-Tense', 136, 260)],
      ['2022', 'pt100 pt130 bh131', EV('E-Tense', 156, 260)],
    ],
    'DS 4': [
      ['2011-2018', 'vti120 thp156 thp200 ehdi115 hdi163 bh180'],
      ['2021-2024', 'pt130 pt180 bh131 ph225'],
      ['2024', 'pt130 hy136 bh131 ph225'],
    ],
    'DS 5': [
      ['2011-2015', 'thp156 thp200 ehdi112 hdi163'],
      ['2015-2018', 'thp165 bh120a bh150 bh180 hy4'],
    ],
    'DS 7': [
      ['2017-2022', 'pt130 pt180 pt225 bh131 ph300'],
      ['2022', 'pt130 bh131 ph225 ph300 ph360'],
    ],
    'DS 9': [
      ['2021-2022', 'pt225 ph250 ph360'],
      ['2023', 'ph225 ph250 ph360'],
    ],
  },
  PSA,
)

/* ---- Opel: GM engines until 2019, PSA engines (with Opel badges) after ---- */
const ME179 = 'Bosch ME17.9.6'
const E78 = 'ACDelco E78'
const E80 = 'ACDelco E80'
const EDC17C59 = 'Bosch EDC17C59'
const MJD6 = 'Magneti Marelli MJD6O2'
const OPEL = {
  p65: NA('1.0', 65, 95, ME179),
  p70: NA('1.2', 70, 115, ME179),
  p80: NA('1.2', 80, 110, ME179),
  p87: NA('1.4', 87, 130, ME179),
  p90: NA('1.4', 90, 130, ME179),
  p100: NA('1.4', 100, 130, ME179),
  p115: NA('1.6', 115, 155, ME179),
  p140: NA('1.8', 140, 175, ME179),
  t90: P('1.0 Turbo', 90, 170, ME179),
  t105: P('1.0 Turbo', 105, 170, ME179),
  t115: P('1.0 Turbo', 115, 170, ME179),
  t120: P('1.4 Turbo', 120, 175, ME179),
  t140: P('1.4 Turbo', 140, 200, ME179),
  t125: P('1.4 Turbo', 125, 245, ME179),
  t150: P('1.4 Turbo', 150, 245, ME179),
  t152: P('1.4 Turbo', 152, 245, ME179),
  t180: P('1.6 Turbo', 180, 230, 'Bosch ME9.6'),
  t192: P('1.6 Turbo OPC', 192, 230, 'Bosch ME9.6'),
  t207: P('1.6 Turbo OPC', 207, 245, ME179),
  t170: P('1.6 SIDI Turbo', 170, 280, E78),
  t200: P('1.6 SIDI Turbo', 200, 300, E78),
  t220: P('2.0 Turbo', 220, 350, 'Bosch ME9.6'),
  t240: P('2.0 Turbo OPC', 240, 320, 'Bosch ME9.6'),
  t250: P('2.0 Turbo', 250, 400, E78),
  t280: P('2.0 Turbo OPC', 280, 400, E78),
  v6: P('2.8 V6 Turbo OPC', 325, 435, 'Bosch ME9.6'),
  t140b: P('1.5 Turbo', 140, 250, E80),
  t165: P('1.5 Turbo', 165, 250, E80),
  t260: P('2.0 Turbo', 260, 400, E80),
  c75: D('1.3 CDTI', 75, 190, MJD6),
  c95: D('1.3 CDTI', 95, 190, MJD6),
  c100: D('1.7 CDTI', 100, 240, ECU.DENSO),
  c110: D('1.7 CDTI', 110, 260, ECU.DENSO),
  c125: D('1.7 CDTI', 125, 280, ECU.DENSO),
  c130: D('1.7 CDTI', 130, 300, ECU.DENSO),
  c120: D('1.9 CDTI', 120, 280, 'Bosch EDC16C9'),
  c150: D('1.9 CDTI', 150, 320, 'Bosch EDC16C9'),
  c110b: D('1.6 CDTI', 110, 300, ECU.DCM62),
  c136: D('1.6 CDTI', 136, 320, ECU.DCM62),
  c160: D('1.6 BiTurbo CDTI', 160, 350, ECU.DCM62),
  c110c: D('2.0 CDTI', 110, 260, EDC17C59),
  c130b: D('2.0 CDTI', 130, 300, EDC17C59),
  c140: D('2.0 CDTI', 140, 350, EDC17C59),
  c160b: D('2.0 CDTI', 160, 350, EDC17C59),
  c165: D('2.0 CDTI', 165, 350, EDC17C59),
  c170: D('2.0 CDTI', 170, 400, EDC17C59),
  c195: D('2.0 BiTurbo CDTI', 195, 400, EDC17C59),
  c210: D('2.0 BiTurbo CDTI', 210, 480, EDC17C59),
  d122: D('1.5 Diesel', 122, 300, EDC17C59),
  d174: D('2.0 Diesel', 174, 380, EDC17C59),
  // PSA engines under Opel badges
  pt75: rebadge(PSA.pt75, '1.2'),
  p81: rebadge(PSA.pt82, '1.2'),
  p83: rebadge(PSA.pt83, '1.2'),
  t100p: rebadge(PSA.pt100, '1.2 Turbo'),
  t110p: rebadge(PSA.pt110, '1.2 Turbo'),
  t130p: rebadge(PSA.pt130, '1.2 Turbo'),
  t180p: rebadge(PSA.pt180, '1.6 Turbo'),
  h136: rebadge(PSA.hy136, '1.2 Hybrid'),
  d102: rebadge(PSA.bh102, '1.5 Diesel'),
  d110: rebadge(PSA.bh110, '1.5 Diesel'),
  d120: rebadge(PSA.bh120, '1.5 Diesel'),
  d131: rebadge(PSA.bh131, '1.5 Diesel'),
  d177: D('2.0 Diesel', 177, 400, ECU.SID807EVO),
  ph180: PSA.ph180,
  ph195: PSA.ph195,
  ph225: PSA.ph225,
  ph300: PSA.ph300,
}

brand(
  'Opel',
  {
    Corsa: [
      ['2006-2014', 'p65 p80 p87 p100 t192 c75 c95'],
      ['2014-2019', 'p70 p90 t115 t207 c75 c95'],
      ['2019-2023', 'pt75 t100p t130p d102', EV('Corsa-e', 136, 260)],
      ['2023', 'pt75 t100p h136 d102', EV('Corsa Electric', 156, 260)],
    ],
    Astra: [
      ['2004-2009', 'p90 p115 p140 t180 t240 c100 c120 c150'],
      ['2009-2015', 'p100 p115 t120 t140 t180 t280 c110 c130 c165 c195'],
      ['2015-2021', 'p100 t105 t125 t150 t200 c110b c136 c160'],
      ['2021', 't110p t130p d131 ph180 ph225', EV('Astra Electric', 156, 270)],
    ],
    Insignia: [
      ['2008-2013', 'p115 p140 t180 t220 v6 c110c c130b c160b c195'],
      ['2013-2017', 't140 t170 t250 v6 c136 c195'],
      ['2017-2020', 't140b t165 t260 c110b c136 c170 c210'],
      [
        '2020-2022',
        P('1.4 Turbo', 145, 250, E80),
        P('2.0 Turbo', 200, 350, E80),
        P('2.0 Turbo GSi', 230, 350, E80),
        'd122 d174',
      ],
    ],
    Mokka: [
      ['2012-2016', 'p115 t140 c130 c136'],
      ['2016-2019', 't120 t140 t152 c110b c136'],
      ['2020', 't100p t130p d110', EV('Mokka-e', 136, 260)],
    ],
    Crossland: [
      ['2017-2020', 'p81 t110p t130p d102 d120'],
      ['2020-2024', 'p83 t110p t130p d120'],
    ],
    Grandland: [
      ['2017-2021', 't130p t180p d131 d177 ph225 ph300'],
      ['2021-2024', 't130p d131 ph225 ph300'],
      ['2024', 'h136 ph195', EV('Grandland Electric', 213, 345)],
    ],
    Zafira: [
      ['2005-2014', 'p115 p140 t240 c110 c125 c120 c150'],
      ['2011-2019', 't120 t140 t170 t200 c136 c130b c165 c195'],
    ],
  },
  OPEL,
)

/* ---- Stellantis (FCA): Fiat, Abarth-badged Fiats, Alfa Romeo, Jeep, Fiat Professional ---- */
const IAW5SF = 'Magneti Marelli IAW 5SF'
const TWINAIR = 'Magneti Marelli 8GMF'
const ME1730 = 'Bosch ME17.3.0'
const MJD8 = 'Magneti Marelli MJD8DF'
const GPEC2 = 'Continental GPEC2'
const EDC17C49 = 'Bosch EDC17C49'
const EDC17C69 = 'Bosch EDC17C69'
const EDC16C39 = 'Bosch EDC16C39'
const FIAT = {
  p54: NA('1.1', 54, 88, IAW5SF),
  p60: NA('1.2 8V', 60, 102, IAW5SF),
  p65: NA('1.2 8V', 65, 102, IAW5SF),
  p69: NA('1.2 8V', 69, 102, IAW5SF),
  p73: NA('1.4 8V', 73, 118, IAW5SF),
  p77: NA('1.4 8V', 77, 115, IAW5SF),
  p90: NA('1.4 16V', 90, 128, IAW5SF),
  p95: NA('1.4 16V', 95, 127, IAW5SF),
  p100: NA('1.4 16V', 100, 131, 'Bosch ME7.9.10'),
  ta65: NA('0.9 TwinAir', 65, 88, TWINAIR),
  ta85: P('0.9 TwinAir', 85, 145, TWINAIR),
  ta90: P('0.9 TwinAir', 90, 145, TWINAIR),
  ta105: P('0.9 TwinAir', 105, 145, TWINAIR),
  tj120: P('1.4 T-Jet', 120, 206, ME1730),
  tj150: P('1.4 T-Jet', 150, 230, ME1730),
  ma135: P('1.4 MultiAir', 135, 206, ME1730),
  ma140: P('1.4 MultiAir', 140, 230, ME1730),
  ma170: P('1.4 MultiAir', 170, 250, ME1730),
  et110: NA('1.6 E-torQ', 110, 152, IAW5SF),
  ff100: P('1.0 FireFly', 100, 190, GPEC2),
  ff120: P('1.0 FireFly', 120, 190, GPEC2),
  ff150: P('1.3 FireFly', 150, 270, GPEC2),
  hy70: MH('1.0 Hybrid', 70, 92, IAW5SF),
  mj70: D('1.3 Multijet', 70, 145, 'Magneti Marelli MJD6F3'),
  mj75: D('1.3 Multijet', 75, 190, 'Magneti Marelli MJD6F3'),
  mj85: D('1.3 Multijet', 85, 200, MJD8),
  mj90: D('1.3 Multijet', 90, 200, MJD8),
  mj95: D('1.3 Multijet', 95, 200, MJD8),
  mj105: D('1.6 Multijet', 105, 290, EDC17C49),
  mj120: D('1.6 Multijet', 120, 320, EDC17C49),
  mj130: D('1.6 Multijet', 130, 320, EDC17C69),
  mj120g: D('1.9 Multijet', 120, 280, EDC16C39),
  mj130g: D('1.9 Multijet', 130, 280, EDC16C39),
  mj150g: D('1.9 Multijet', 150, 305, EDC16C39),
  mj140: D('2.0 Multijet', 140, 350, EDC17C49),
  mj165: D('2.0 Multijet', 165, 360, EDC17C49),
}

brand(
  'Fiat',
  {
    500: [
      ['2007-2015', 'p69 p100 ta85 mj75 mj95'],
      ['2015-2024', 'p69 ta85 ta105 mj95 hy70'],
      [
        '2020',
        EV('500e', 95, 220),
        EV('500e', 118, 220),
      ],
    ],
    '500 Abarth': [
      [
        '2008-2015',
        P('1.4 T-Jet', 135, 180, ME1730),
        P('1.4 T-Jet esseesse', 160, 230, ME1730),
        P('1.4 T-Jet 695', 180, 250, ME1730),
      ],
      [
        '2016-2024',
        P('1.4 T-Jet 595', 145, 206, ME1730),
        P('1.4 T-Jet 595 Turismo', 165, 230, ME1730),
        P('1.4 T-Jet 695', 180, 250, ME1730),
      ],
    ],
    '500X': [
      ['2014-2018', 'et110 ma140 ma170 mj120'],
      ['2018-2024', 'ff120 ff150 mj130', PH('1.3 PHEV', 190, 270, GPEC2)],
    ],
    Panda: [
      ['2003-2012', 'p54 p60 p100 mj70'],
      ['2012-2024', 'p69 ta65 ta85 ta90 mj75 mj95 hy70'],
    ],
    Punto: [
      ['2005-2012', 'p65 p77 tj120 mj75 mj90 mj130g'],
      ['2012-2018', 'p69 ta85 ma135 mj75 mj95'],
    ],
    Bravo: [
      ['2007-2010', 'p90 tj120 tj150 mj105'],
      ['2010-2014', 'tj120 tj150 mj105 mj165'],
    ],
    Tipo: [
      ['2016-2020', 'p95 tj120 et110'],
      ['2020-2024', 'ff100 mj95 mj130'],
    ],
  },
  FIAT,
)

brand('Alfa Romeo', {
  147: [
    [
      '2000-2004',
      NA('1.6 Twin Spark', 105, 140, 'Bosch ME7.3.1'),
      NA('1.6 Twin Spark', 120, 146, 'Bosch ME7.3.1'),
      NA('2.0 Twin Spark', 150, 181, 'Bosch ME7.3.1'),
      NA('3.2 V6 GTA', 250, 300, 'Bosch ME7.3.1'),
      D('1.9 JTD', 115, 275, 'Bosch EDC15C7'),
    ],
    [
      '2004-2010',
      NA('1.6 Twin Spark', 105, 140, 'Bosch ME7.3.1'),
      NA('1.6 Twin Spark', 120, 146, 'Bosch ME7.3.1'),
      NA('2.0 Twin Spark', 150, 181, 'Bosch ME7.3.1'),
      NA('3.2 V6 GTA', 250, 300, 'Bosch ME7.3.1'),
      D('1.9 JTDm', 170, 330, EDC16C39),
    ],
  ],
  159: [
    [
      '2005-2008',
      NA('1.9 JTS', 160, 190, 'Bosch ME7.6.2'),
      NA('2.2 JTS', 185, 230, 'Bosch ME7.6.2'),
      NA('3.2 JTS V6', 260, 322, 'Bosch ME7.6.2'),
      D('1.9 JTDm', 120, 280, EDC16C39),
      D('1.9 JTDm', 150, 320, EDC16C39),
      D('2.4 JTDm', 200, 400, EDC16C39),
    ],
    [
      '2008-2011',
      P('1750 TBi', 200, 320, 'Bosch MED17.3.1'),
      NA('3.2 JTS V6', 260, 322, 'Bosch ME7.6.2'),
      D('1.9 JTDm', 150, 320, EDC16C39),
      D('2.0 JTDm', 136, 350, EDC17C49),
      D('2.0 JTDm', 170, 360, EDC17C49),
      D('2.4 JTDm', 210, 400, EDC16C39),
    ],
  ],
  MiTo: [
    [
      '2008-2013',
      NA('1.4', 78, 120, IAW5SF),
      P('1.4 T-Jet', 120, 206, ME1730),
      P('1.4 MultiAir', 135, 206, ME1730),
      P('1.4 MultiAir QV', 170, 250, ME1730),
      D('1.3 JTDm', 90, 200, MJD8),
    ],
    [
      '2013-2018',
      NA('1.4', 78, 120, IAW5SF),
      P('0.9 TwinAir', 105, 145, TWINAIR),
      P('1.4 MultiAir', 140, 230, ME1730),
      P('1.4 MultiAir QV', 170, 250, ME1730),
      D('1.3 JTDm', 85, 200, MJD8),
      D('1.3 JTDm', 95, 200, MJD8),
    ],
  ],
  Giulietta: [
    [
      '2010-2016',
      P('1.4 T-Jet', 120, 206, ME1730),
      P('1.4 MultiAir', 170, 250, ME1730),
      P('1750 TBi QV', 235, 340, 'Bosch MED17.3.1'),
      D('1.6 JTDm', 105, 320, EDC17C49),
      D('2.0 JTDm', 140, 350, EDC17C49),
      D('2.0 JTDm', 175, 350, EDC17C49),
    ],
    [
      '2016-2020',
      P('1.4 T-Jet', 120, 206, ME1730),
      P('1.4 MultiAir', 150, 250, ME1730),
      P('1750 TBi Veloce', 240, 340, 'Bosch MED17.3.1'),
      D('1.6 JTDm', 115, 320, EDC17C49),
      D('2.0 JTDm', 170, 380, EDC17C49),
    ],
  ],
  Giulia: [
    [
      '2016-2022',
      P('2.0 Turbo', 200, 330, 'Bosch MED17.3.5'),
      P('2.0 Turbo Veloce', 280, 400, 'Bosch MED17.3.5'),
      P('2.9 V6 Quadrifoglio', 510, 600, 'Bosch MED17.3.5'),
      D('2.2 JTD', 136, 380, EDC17C69),
      D('2.2 JTD', 150, 380, EDC17C69),
      D('2.2 JTD', 160, 450, EDC17C69),
      D('2.2 JTD', 180, 450, EDC17C69),
      D('2.2 JTD', 190, 450, EDC17C69),
      D('2.2 JTD', 210, 470, EDC17C69),
    ],
    [
      '2022',
      P('2.0 Turbo Veloce', 280, 400, 'Bosch MED17.3.5'),
      P('2.9 V6 Quadrifoglio', 520, 600, 'Bosch MED17.3.5'),
      D('2.2 JTD', 160, 450, EDC17C69),
      D('2.2 JTD', 210, 470, EDC17C69),
    ],
  ],
  Stelvio: [
    [
      '2017-2022',
      P('2.0 Turbo', 200, 330, 'Bosch MED17.3.5'),
      P('2.0 Turbo Veloce', 280, 400, 'Bosch MED17.3.5'),
      P('2.9 V6 Quadrifoglio', 510, 600, 'Bosch MED17.3.5'),
      D('2.2 JTD', 160, 450, EDC17C69),
      D('2.2 JTD', 190, 450, EDC17C69),
      D('2.2 JTD', 210, 470, EDC17C69),
    ],
    [
      '2022',
      P('2.0 Turbo Veloce', 280, 400, 'Bosch MED17.3.5'),
      P('2.9 V6 Quadrifoglio', 520, 600, 'Bosch MED17.3.5'),
      D('2.2 JTD', 160, 450, EDC17C69),
      D('2.2 JTD', 210, 470, EDC17C69),
    ],
  ],
})

brand('Jeep', {
  Renegade: [
    [
      '2014-2018',
      P('1.4 MultiAir', 140, 230, ME1730),
      P('1.4 MultiAir', 170, 250, ME1730),
      NA('1.6 E-torQ', 110, 152, IAW5SF),
      D('1.6 MultiJet', 120, 320, EDC17C69),
    ],
    [
      '2018-2022',
      P('1.0 T3', 120, 190, GPEC2),
      P('1.3 T4', 150, 270, GPEC2),
      P('1.3 T4', 180, 270, GPEC2),
      D('1.6 MultiJet', 130, 320, EDC17C69),
      D('2.0 MultiJet', 170, 350, EDC17C69),
      PH('1.3 4xe', 190, 270, GPEC2),
      PH('1.3 4xe', 240, 270, GPEC2),
    ],
    [
      '2022',
      MH('1.5 e-Hybrid', 130, 240, GPEC2),
      PH('1.3 4xe', 190, 270, GPEC2),
      PH('1.3 4xe', 240, 270, GPEC2),
    ],
  ],
  Compass: [
    [
      '2017-2020',
      P('1.4 MultiAir', 140, 230, ME1730),
      P('1.4 MultiAir', 170, 250, ME1730),
      D('1.6 MultiJet', 120, 320, EDC17C69),
    ],
    [
      '2020',
      P('1.3 T4', 130, 270, GPEC2),
      P('1.3 T4', 150, 270, GPEC2),
      PH('1.3 4xe', 190, 270, GPEC2),
      PH('1.3 4xe', 240, 270, GPEC2),
    ],
  ],
  Cherokee: [
    [
      '2014-2018',
      D('2.0 MultiJet', 140, 350, EDC17C69),
      D('2.0 MultiJet', 170, 350, EDC17C69),
      D('2.2 MultiJet', 185, 440, EDC17C69),
      D('2.2 MultiJet', 200, 440, EDC17C69),
      NA('3.2 V6', 272, 315, GPEC2),
    ],
    [
      '2018-2021',
      D('2.2 MultiJet', 195, 450, EDC17C69),
      P('2.0 Turbo', 272, 400, GPEC2),
    ],
  ],
  'Grand Cherokee': [
    [
      '2010-2013',
      D('3.0 CRD', 241, 550, 'Bosch EDC17C79'),
      NA('3.6 V6', 286, 347, GPEC2),
      NA('5.7 V8', 352, 520, GPEC2),
      NA('6.4 V8 SRT8', 468, 624, GPEC2),
    ],
    [
      '2013-2021',
      D('3.0 CRD', 250, 570, 'Bosch EDC17C79'),
      NA('3.6 V6', 286, 347, GPEC2),
      NA('5.7 V8', 352, 520, GPEC2),
      NA('6.4 V8 SRT', 468, 624, GPEC2),
      SC('6.2 V8 Trackhawk', 710, 868, GPEC2),
    ],
    [
      '2022',
      PH('2.0 4xe', 380, 637, GPEC2),
      NA('3.6 V6', 293, 353, GPEC2),
    ],
  ],
  Wrangler: [
    [
      '2007-2018',
      D('2.8 CRD', 177, 460, 'Bosch EDC17C49'),
      D('2.8 CRD', 200, 460, 'Bosch EDC17C49'),
      NA('3.6 V6', 284, 347, GPEC2),
      NA('3.8 V6', 199, 321, GPEC2),
    ],
    [
      '2018',
      P('2.0 Turbo', 272, 400, GPEC2),
      D('2.2 MultiJet', 200, 450, EDC17C69),
      PH('2.0 4xe', 380, 637, GPEC2),
      NA('3.6 V6', 284, 347, GPEC2),
    ],
  ],
})

brand('Fiat Professional', {
  Ducato: [
    [
      '2006-2014',
      D('2.2 Multijet', 100, 250, 'Siemens SID803'),
      D('2.3 Multijet', 120, 320, EDC16C39),
      D('2.3 Multijet', 130, 320, EDC17C49),
      D('3.0 Multijet', 157, 400, EDC16C39),
      D('3.0 Multijet', 177, 400, EDC17C49),
    ],
    [
      '2014-2021',
      D('2.0 Multijet', 115, 280, EDC17C49),
      D('2.3 Multijet', 130, 320, EDC17C49),
      D('2.3 Multijet', 150, 380, EDC17C49),
      D('3.0 Multijet', 177, 400, EDC17C49),
    ],
    [
      '2021',
      D('2.2 Multijet', 120, 320, ECU.MD1CS003),
      D('2.2 Multijet', 140, 350, ECU.MD1CS003),
      D('2.2 Multijet', 160, 380, ECU.MD1CS003),
      D('2.2 Multijet', 180, 400, ECU.MD1CS003),
      EV('E-Ducato', 122, 280),
    ],
  ],
  'Doblò Cargo': [
    [
      '2010-2022',
      D('1.3 Multijet', 90, 200, MJD8),
      D('1.6 Multijet', 105, 290, EDC17C49),
      D('2.0 Multijet', 135, 320, EDC17C49),
      P('1.4 T-Jet', 120, 206, ME1730),
    ],
    [
      '2022',
      D('1.5 BlueHDi', 102, 250, ECU.MD1CS003),
      D('1.5 BlueHDi', 131, 300, ECU.MD1CS003),
      EV('E-Doblò', 136, 260),
    ],
  ],
  Fiorino: [
    [
      '2008-2016',
      NA('1.4 8V', 73, 118, IAW5SF),
      D('1.3 Multijet', 75, 190, 'Magneti Marelli MJD6F3'),
    ],
    [
      '2016-2023',
      NA('1.4 8V', 77, 115, IAW5SF),
      D('1.3 Multijet', 80, 200, MJD8),
      D('1.3 Multijet', 95, 200, MJD8),
    ],
  ],
  Talento: [
    [
      '2016-2019',
      D('1.6 Multijet', 95, 260, 'Bosch EDC17C84'),
      D('1.6 Multijet', 120, 320, 'Bosch EDC17C84'),
      D('1.6 EcoJet', 125, 320, 'Bosch EDC17C84'),
      D('1.6 EcoJet', 145, 340, 'Bosch EDC17C84'),
    ],
    [
      '2019-2021',
      D('2.0 Multijet', 120, 320, 'Bosch EDC17C84'),
      D('2.0 Multijet', 145, 340, 'Bosch EDC17C84'),
      D('2.0 Multijet', 170, 380, 'Bosch EDC17C84'),
    ],
  ],
  Scudo: [
    [
      '2007-2016',
      D('1.6 Multijet', 90, 180, ECU.EDC16C34),
      D('2.0 Multijet', 120, 300, ECU.SID807),
      D('2.0 Multijet', 165, 340, ECU.SID807),
    ],
    [
      '2022',
      D('1.5 Multijet', 120, 300, ECU.MD1CS003),
      D('2.0 Multijet', 145, 370, ECU.SID807EVO),
      D('2.0 Multijet', 180, 400, ECU.SID807EVO),
      EV('E-Scudo', 136, 260),
    ],
  ],
})

/* ---- Renault group: Renault, Dacia, and the engines Nissan shares with them ---- */
const SAGEM = 'Sagem S3000'
const SID301 = 'Continental SID301'
const SID305 = 'Continental SID305'
const EMS3120 = 'Continental EMS3120'
const EMS3125 = 'Continental EMS3125'
const EMS3150 = 'Continental EMS3150'
const EMS3155 = 'Continental EMS3155'
const EDC17C84 = 'Bosch EDC17C84'
const EDC17C42 = 'Bosch EDC17C42'
const RENAULT = {
  p60: NA('1.2', 60, 93, SAGEM),
  p65: NA('1.0 SCe', 65, 95, EMS3150),
  p70: NA('1.0 SCe', 70, 91, EMS3150),
  p73: NA('1.0 SCe', 73, 97, EMS3150),
  p75: NA('1.2 16V', 75, 107, SAGEM),
  p105: NA('1.6 16V', 105, 148, SAGEM),
  p110: NA('1.6 16V', 110, 151, SAGEM),
  p128: NA('1.6 16V', 128, 151, SAGEM),
  p133: NA('1.6 RS', 133, 160, SAGEM),
  p203: NA('2.0 16V RS', 203, 215, SAGEM),
  tce90a: P('0.9 TCe', 90, 135, EMS3120),
  tce110a: P('0.9 TCe', 110, 170, EMS3120),
  tce100a: P('1.2 TCe', 100, 145, SAGEM),
  tce115: P('1.2 TCe', 115, 190, EMS3125),
  tce120: P('1.2 TCe', 120, 190, EMS3125),
  tce125: P('1.2 TCe', 125, 205, EMS3125),
  tce130a: P('1.2 TCe', 130, 205, EMS3125),
  tce130c: P('1.4 TCe', 130, 190, SAGEM),
  tce90: P('1.0 TCe', 90, 160, EMS3150),
  tce100: P('1.0 TCe', 100, 160, EMS3150),
  tce110: P('1.0 TCe', 110, 200, EMS3150),
  eco100: P('1.0 ECO-G', 100, 170, EMS3150),
  tce115b: P('1.3 TCe', 115, 220, EMS3155),
  tce130: P('1.3 TCe', 130, 240, EMS3155),
  tce140: P('1.3 TCe', 140, 240, EMS3155),
  tce150: P('1.3 TCe', 150, 250, EMS3155),
  tce155: P('1.3 TCe', 155, 270, EMS3155),
  tce160: P('1.3 TCe', 160, 270, EMS3155),
  tce150b: P('1.6 TCe', 150, 220, 'Continental EMS3130'),
  tce165: P('1.6 TCe', 165, 240, 'Continental EMS3130'),
  tce200: P('1.6 TCe RS', 200, 240, 'Continental EMS3130'),
  tce200b: P('1.6 TCe', 200, 260, 'Continental EMS3130'),
  tce205: P('1.6 TCe', 205, 280, 'Continental EMS3130'),
  tce220: P('1.6 TCe RS Trophy', 220, 260, 'Continental EMS3130'),
  tce225: P('1.8 TCe', 225, 300, 'Bosch MG1CS011'),
  rs250: P('2.0 TCe RS', 250, 340, SAGEM),
  rs265: P('2.0 TCe RS', 265, 360, SAGEM),
  rs275: P('2.0 TCe RS Trophy', 275, 360, SAGEM),
  rs280: P('1.8 TCe RS', 280, 390, 'Bosch MG1CS011'),
  rs300: P('1.8 TCe RS Trophy', 300, 420, 'Bosch MG1CS011'),
  et140: HY('1.6 E-Tech', 140, 144, 'Continental EMS3160'),
  et145: HY('1.6 E-Tech', 145, 148, 'Continental EMS3160'),
  ph160: PH('1.6 E-Tech Plug-in', 160, 144, 'Continental EMS3160'),
  mh140: MH('1.3 TCe mild hybrid', 140, 260, EMS3155),
  mh160: MH('1.3 TCe mild hybrid', 160, 270, EMS3155),
  dci65: D('1.5 dCi', 65, 160, SID301),
  dci68: D('1.5 dCi', 68, 160, SID301),
  dci70: D('1.5 dCi', 70, 160, SID301),
  dci75: D('1.5 dCi', 75, 200, SID305),
  dci85: D('1.5 dCi', 85, 200, SID301),
  dci86: D('1.5 dCi', 86, 200, SID301),
  dci90: D('1.5 dCi', 90, 220, SID305),
  dci95: D('1.5 dCi', 95, 220, ECU.SID310),
  dci106: D('1.5 dCi', 106, 240, SID305),
  dci110: D('1.5 dCi', 110, 240, SID305),
  dci110b: D('1.5 dCi', 110, 260, ECU.SID310),
  bdci85: D('1.5 Blue dCi', 85, 220, ECU.SID310),
  bdci95: D('1.5 Blue dCi', 95, 240, ECU.SID310),
  bdci100: D('1.5 Blue dCi', 100, 260, ECU.SID310),
  bdci115: D('1.5 Blue dCi', 115, 260, ECU.SID310),
  dci130a: D('1.9 dCi', 130, 300, 'Bosch EDC16C36'),
  dci130: D('1.6 dCi', 130, 320, EDC17C84),
  dci160a: D('1.6 dCi', 160, 380, EDC17C84),
  dci165: D('1.6 dCi', 165, 380, EDC17C84),
  dci150a: D('2.0 dCi', 150, 340, EDC17C42),
  dci160: D('2.0 dCi', 160, 380, EDC17C42),
  bdci120: D('1.7 Blue dCi', 120, 300, EDC17C84),
  bdci150: D('1.7 Blue dCi', 150, 340, EDC17C84),
  bdci160: D('2.0 Blue dCi', 160, 360, EDC17C84),
  bdci200: D('2.0 Blue dCi', 200, 400, EDC17C84),
}

brand(
  'Renault',
  {
    Twingo: [
      ['2007-2014', 'p60 p75 tce100a p133 dci65 dci85'],
      ['2014-2024', 'p65 p70 tce90a tce110a', EV('Electric', 82, 160)],
    ],
    Clio: [
      ['2005-2012', 'p75 tce100a p128 p203 dci68 dci86 dci106'],
      ['2012-2019', 'p75 tce90a tce120 tce200 tce220 dci110b'],
      ['2019-2023', 'p65 tce90 tce100 tce130 et140 et145 bdci85 bdci115'],
      ['2023', 'p65 tce90 et145 bdci100'],
    ],
    Captur: [
      ['2013-2019', 'tce90a tce120 tce150 dci110b'],
      ['2019-2024', 'tce100 tce130 tce155 et145 bdci95 bdci115 ph160'],
      ['2024', 'tce90 mh140 et145'],
    ],
    Mégane: [
      ['2008-2016', 'p110 tce130c tce115 rs250 rs265 rs275 dci90 dci160'],
      ['2016-2022', 'tce115b tce140 tce160 tce205 rs280 rs300 bdci95 dci110b dci130 dci165'],
    ],
    Scénic: [
      ['2009-2016', 'p110 tce130c tce115 dci150a'],
      ['2016-2022', 'tce115b tce140 tce160 dci110b bdci120 bdci150'],
    ],
    Kadjar: [
      ['2015-2018', 'tce130a tce165 dci110b'],
      ['2018-2022', 'tce140 tce160 bdci115 bdci150'],
    ],
    Talisman: [
      ['2015-2018', 'tce150b tce200b dci110b dci130 dci160a'],
      ['2018-2022', 'tce160 tce225 bdci120 bdci150 bdci200'],
    ],
    Espace: [
      ['2015-2019', 'tce200b dci130 dci160a'],
      ['2019-2023', 'tce225 bdci160 bdci200'],
    ],
    Arkana: [
      ['2021-2023', 'mh140 mh160 et145'],
      ['2023', 'mh140 et145'],
    ],
  },
  RENAULT,
)

brand(
  'Dacia',
  {
    Sandero: [
      ['2008-2012', 'p75 p105 dci70 dci85', NA('1.6 MPI', 87, 135, SAGEM)],
      ['2012-2020', 'p75 p73 tce90a dci95'],
      ['2020', 'p65 tce90 tce110 eco100'],
    ],
    Logan: [
      [
        '2004-2012',
        'p105 dci68 dci86',
        NA('1.4 MPI', 75, 112, SAGEM),
        NA('1.6 MPI', 87, 128, SAGEM),
      ],
      ['2012-2020', 'p75 p73 tce90a dci95'],
    ],
    Duster: [
      ['2010-2017', 'p105 tce125 dci90 dci110', NA('1.6 SCe', 115, 156, EMS3150)],
      ['2017-2024', 'tce100 tce130 tce150 bdci115'],
      [
        '2024',
        'eco100',
        HY('1.6 Hybrid', 140, 148, 'Continental EMS3160'),
        MH('1.2 TCe mild hybrid', 130, 230, EMS3155),
      ],
    ],
    Jogger: [
      ['2022-2023', 'tce110 eco100'],
      ['2023', 'tce110 eco100', HY('1.6 Hybrid', 140, 148, 'Continental EMS3160')],
    ],
    Spring: [
      [
        '2021-2024',
        EV('Electric 45', 44, 125),
        EV('Electric 65', 65, 113),
      ],
      [
        '2024',
        EV('Electric 45', 45, 125),
        EV('Electric 65', 65, 113),
      ],
    ],
  },
  RENAULT,
)

const HITACHI = 'Hitachi'
brand('Nissan', {
  Micra: [
    [
      '2010-2017',
      NA('1.2', 80, 110, HITACHI),
      P('1.2 DIG-S', 98, 142, HITACHI),
    ],
    [
      '2017',
      NA('1.0', 71, 95, HITACHI),
      P('0.9 IG-T', 90, 140, EMS3120),
      P('1.0 IG-T', 100, 160, EMS3150),
      P('1.0 IG-T', 117, 180, EMS3150),
    ],
  ],
  Juke: [
    [
      '2010-2014',
      NA('1.6', 94, 140, HITACHI),
      NA('1.6', 117, 158, HITACHI),
      P('1.6 DIG-T', 190, 240, HITACHI),
      P('1.6 DIG-T Nismo', 200, 250, HITACHI),
      D('1.5 dCi', 110, 240, SID305),
    ],
    [
      '2014-2019',
      NA('1.6', 94, 140, HITACHI),
      P('1.2 DIG-T', 115, 190, EMS3125),
      P('1.6 DIG-T', 190, 240, HITACHI),
      P('1.6 DIG-T Nismo RS', 218, 280, HITACHI),
      D('1.5 dCi', 110, 260, ECU.SID310),
    ],
    [
      '2019',
      P('1.0 DIG-T', 114, 200, EMS3150),
      P('1.0 DIG-T', 117, 180, EMS3150),
      HY('1.6 Hybrid', 143, 148, 'Continental EMS3160'),
    ],
  ],
  Qashqai: [
    [
      '2007-2014',
      NA('1.6', 115, 156, HITACHI),
      NA('2.0', 141, 196, HITACHI),
      D('1.5 dCi', 106, 240, SID305),
      D('1.5 dCi', 110, 240, SID305),
      D('1.6 dCi', 130, 320, EDC17C84),
      D('2.0 dCi', 150, 320, 'Bosch EDC16CP33'),
    ],
    [
      '2014-2021',
      P('1.2 DIG-T', 115, 190, EMS3125),
      P('1.6 DIG-T', 163, 240, HITACHI),
      P('1.3 DIG-T', 140, 240, EMS3155),
      P('1.3 DIG-T', 160, 260, EMS3155),
      D('1.5 dCi', 110, 260, ECU.SID310),
      D('1.6 dCi', 130, 320, EDC17C84),
      D('1.7 dCi', 150, 340, EDC17C84),
    ],
    [
      '2021',
      MH('1.3 DIG-T mild hybrid', 140, 240, EMS3155),
      MH('1.3 DIG-T mild hybrid', 158, 270, EMS3155),
      HY('1.5 e-Power', 190, 330, HITACHI),
    ],
  ],
  'X-Trail': [
    [
      '2007-2014',
      NA('2.0', 141, 196, HITACHI),
      NA('2.5', 169, 233, HITACHI),
      D('2.0 dCi', 150, 320, 'Bosch EDC16CP33'),
      D('2.0 dCi', 173, 360, 'Bosch EDC16CP33'),
    ],
    [
      '2014-2022',
      P('1.6 DIG-T', 163, 240, HITACHI),
      P('1.3 DIG-T', 160, 270, EMS3155),
      D('1.6 dCi', 130, 320, EDC17C84),
      D('1.7 dCi', 150, 340, EDC17C84),
      D('2.0 dCi', 177, 380, EDC17C42),
    ],
    [
      '2022',
      MH('1.5 VC-T mild hybrid', 163, 300, HITACHI),
      HY('1.5 e-Power', 204, 330, HITACHI),
      HY('1.5 e-Power e-4orce', 213, 330, HITACHI),
    ],
  ],
  Navara: [
    [
      '2005-2015',
      D('2.5 dCi', 174, 403, 'Bosch EDC16CP33'),
      D('2.5 dCi', 190, 450, 'Bosch EDC16CP33'),
      D('3.0 V6 dCi', 231, 550, 'Bosch EDC17CP01'),
    ],
    [
      '2015',
      D('2.3 dCi', 160, 403, EDC17C84),
      D('2.3 dCi', 190, 450, EDC17C84),
    ],
  ],
  'GT-R': [
    [
      '2007-2010',
      P('3.8 V6', 480, 588, HITACHI),
      P('3.8 V6', 485, 588, HITACHI),
    ],
    [
      '2010-2016',
      P('3.8 V6', 530, 612, HITACHI),
      P('3.8 V6', 550, 632, HITACHI),
      P('3.8 V6 Nismo', 600, 652, HITACHI),
    ],
    [
      '2017',
      P('3.8 V6', 570, 637, HITACHI),
      P('3.8 V6 Nismo', 600, 652, HITACHI),
    ],
  ],
})

/* ---- Ford ---- */
const VISTEON = 'Visteon'
const MED1701 = 'Bosch MED17.0.1' // first 1.0/1.6 EcoBoost
const MED1722 = 'Bosch MED17.2.2' // 2.0/2.3 EcoBoost
const MG1CS016 = 'Bosch MG1CS016' // EcoBoost from 2017
const SID206 = 'Continental SID206'
const SID208 = 'Continental SID208'
const EDC17C70 = 'Bosch EDC17C70'
const FORD = {
  p60: NA('1.25', 60, 114, VISTEON),
  p82: NA('1.25', 82, 114, VISTEON),
  p96: NA('1.4', 96, 128, VISTEON),
  p120: NA('1.6 Ti-VCT', 120, 152, VISTEON),
  p100: NA('1.6', 100, 150, VISTEON),
  p115: NA('1.6', 115, 155, VISTEON),
  p125: NA('1.8', 125, 165, VISTEON),
  p125m: NA('1.6 Ti-VCT', 125, 159, VISTEON),
  p145: NA('2.0', 145, 185, VISTEON),
  p75: NA('1.1', 75, 112, VISTEON),
  eb100: P('1.0 EcoBoost', 100, 170, MED1701),
  eb125: P('1.0 EcoBoost', 125, 170, MED1701),
  eb140: P('1.0 EcoBoost', 140, 180, MED1701),
  eb95b: P('1.0 EcoBoost', 95, 170, MG1CS016),
  eb100b: P('1.0 EcoBoost', 100, 170, MG1CS016),
  eb125b: P('1.0 EcoBoost', 125, 170, MG1CS016),
  eb140b: P('1.0 EcoBoost', 140, 180, MG1CS016),
  eb125h: MH('1.0 EcoBoost Hybrid', 125, 210, MG1CS016),
  eb155: MH('1.0 EcoBoost Hybrid', 155, 190, MG1CS016),
  eb120: P('1.5 EcoBoost', 120, 240, MED1701),
  eb150: P('1.5 EcoBoost', 150, 240, MG1CS016),
  eb160: P('1.5 EcoBoost', 160, 240, MED1701),
  eb182b: P('1.5 EcoBoost', 182, 240, MG1CS016),
  eb150s: P('1.6 EcoBoost', 150, 240, MED1701),
  eb182: P('1.6 EcoBoost', 182, 240, MED1701),
  st182: P('1.6 EcoBoost ST', 182, 240, MED1701),
  st200: P('1.6 EcoBoost ST200', 200, 290, MED1701),
  st200b: P('1.5 EcoBoost ST', 200, 290, MG1CS016),
  eb203: P('2.0 EcoBoost', 203, 300, MED1722),
  eb240: P('2.0 EcoBoost', 240, 340, MED1722),
  st250: P('2.0 EcoBoost ST', 250, 360, MED1722),
  st280: P('2.3 EcoBoost ST', 280, 420, MG1CS016),
  rs350: P('2.3 EcoBoost RS', 350, 440, MED1722),
  st225: P('2.5 ST', 225, 320, 'Bosch ME9.0'),
  rs305: P('2.5 RS', 305, 440, 'Bosch ME9.0'),
  tdci68: D('1.4 TDCi', 68, 160, 'Continental SID804'),
  tdci90: D('1.6 TDCi', 90, 215, SID206),
  tdci95: D('1.6 TDCi', 95, 215, SID206),
  tdci109: D('1.6 TDCi', 109, 240, SID206),
  tdci115: D('1.6 TDCi', 115, 270, SID206),
  tdci75: D('1.5 TDCi', 75, 185, EDC17C70),
  tdci85: D('1.5 TDCi', 85, 215, EDC17C70),
  tdci95b: D('1.5 TDCi', 95, 215, EDC17C70),
  tdci120: D('1.5 TDCi', 120, 270, EDC17C70),
  tdci115c: D('2.0 TDCi', 115, 300, 'Siemens SID803A'),
  tdci136: D('2.0 TDCi', 136, 320, 'Siemens SID803A'),
  tdci140: D('2.0 TDCi', 140, 320, 'Siemens SID803A'),
  tdci163: D('2.0 TDCi', 163, 340, 'Siemens SID803A'),
  tdci150: D('2.0 TDCi', 150, 370, EDC17C70),
  tdci180: D('2.0 TDCi', 180, 400, EDC17C70),
  tdci210: D('2.0 TDCi BiTurbo', 210, 450, EDC17C70),
  tdci185: D('2.0 TDCi ST', 185, 400, EDC17C70),
  tdci175: D('2.2 TDCi', 175, 420, SID208),
  tdci200: D('2.2 TDCi', 200, 420, SID208),
  ebl95: D('1.5 EcoBlue', 95, 250, ECU.DCM71),
  ebl115: D('1.5 EcoBlue', 115, 300, ECU.DCM71),
  ebl120: D('1.5 EcoBlue', 120, 300, ECU.DCM71),
  ebl150: D('2.0 EcoBlue', 150, 370, ECU.DCM71),
  ebl190: D('2.0 EcoBlue', 190, 400, ECU.DCM71),
}

brand(
  'Ford',
  {
    Fiesta: [
      ['2008-2012', 'p60 p82 p96 p120 tdci68 tdci90 tdci95'],
      ['2013-2017', 'p60 p82 eb100 eb125 eb140 st182 st200 tdci75 tdci95b'],
      ['2017-2023', 'p75 eb95b eb100b eb125b eb140b st200b tdci85 tdci120'],
    ],
    Focus: [
      ['2008-2011', 'p100 p115 p125 p145 st225 rs305 tdci90 tdci109 tdci136'],
      ['2011-2018', 'eb100 eb125 eb150s eb182 st250 rs350 tdci95 tdci115 tdci185'],
      ['2018-2022', 'eb100b eb125b eb150 eb182b st280 ebl95 ebl120 ebl190'],
      ['2022', 'eb100b eb125h eb155 st280 ebl115 ebl150'],
    ],
    Mondeo: [
      ['2007-2014', 'p125m p145 eb203 eb240 tdci115c tdci140 tdci163 tdci175 tdci200'],
      [
        '2014-2022',
        'eb125 eb160 eb203 eb240 tdci120 tdci150 tdci180 tdci210',
        HY('2.0 Hybrid', 187, 173, VISTEON),
      ],
    ],
    Kuga: [
      ['2008-2012', 'tdci136 tdci163', P('2.5 Turbo', 200, 320, 'Bosch ME9.0')],
      ['2013-2019', 'eb150s eb182 tdci120 tdci180', D('2.0 TDCi', 140, 320, EDC17C70)],
      ['2019', 'eb120 eb150 ebl190', PH('2.5 Plug-in Hybrid', 225, 200, MG1CS016)],
    ],
    Puma: [
      ['2019-2024', 'eb125b eb155 ebl120', P('1.5 EcoBoost ST', 200, 320, MG1CS016)],
      [
        '2024',
        'eb125h eb155',
        P('1.0 EcoBoost ST', 170, 248, MG1CS016),
        EV('Gen-E', 168, 290),
      ],
    ],
    Mustang: [
      [
        '2015-2018',
        P('2.3 EcoBoost', 317, 432, MED1722),
        NA('5.0 V8', 421, 524, 'Bosch MG1CS015'),
      ],
      [
        '2018-2023',
        P('2.3 EcoBoost', 290, 440, MG1CS016),
        NA('5.0 V8', 450, 529, 'Bosch MG1CS015'),
        NA('5.0 V8 Mach 1', 460, 529, 'Bosch MG1CS015'),
      ],
      [
        '2024',
        NA('5.0 V8', 446, 540, 'Bosch MG1CS015'),
        NA('5.0 V8 Dark Horse', 453, 540, 'Bosch MG1CS015'),
      ],
    ],
    Ranger: [
      [
        '2012-2015',
        D('2.2 TDCi', 125, 330, SID208),
        D('2.2 TDCi', 150, 375, SID208),
        D('3.2 TDCi', 200, 470, SID208),
      ],
      [
        '2015-2019',
        D('2.2 TDCi', 130, 385, SID208),
        D('2.2 TDCi', 160, 385, SID208),
        D('3.2 TDCi', 200, 470, SID208),
      ],
      [
        '2019-2022',
        D('2.0 EcoBlue', 170, 420, ECU.DCM71),
        D('2.0 EcoBlue BiTurbo', 213, 500, ECU.DCM71),
      ],
      [
        '2022',
        D('2.0 EcoBlue', 170, 405, ECU.DCM71),
        D('2.0 EcoBlue BiTurbo', 205, 500, ECU.DCM71),
        D('3.0 V6 EcoBlue', 240, 600, ECU.DCM71),
        P('3.0 EcoBoost Raptor', 292, 491, MG1CS016),
      ],
    ],
    'Transit Custom': [
      [
        '2012-2016',
        D('2.2 TDCi', 100, 310, SID208),
        D('2.2 TDCi', 125, 350, SID208),
        D('2.2 TDCi', 155, 385, SID208),
      ],
      [
        '2016-2023',
        D('2.0 EcoBlue', 105, 360, ECU.DCM71),
        D('2.0 EcoBlue', 130, 385, ECU.DCM71),
        D('2.0 EcoBlue', 170, 405, ECU.DCM71),
      ],
      [
        '2023',
        D('2.0 EcoBlue', 110, 360, ECU.DCM71),
        D('2.0 EcoBlue', 136, 390, ECU.DCM71),
        D('2.0 EcoBlue', 150, 390, ECU.DCM71),
        D('2.0 EcoBlue', 170, 390, ECU.DCM71),
        EV('E-Transit Custom', 217, 415),
      ],
    ],
  },
  FORD,
)

/* ---- Toyota and Lexus (Denso throughout; hybrid torque is the combustion engine's) ---- */
const TD = ecu(ECU.DENSO)
brand('Toyota', {
  Aygo: [
    [
      '2005-2014',
      TD.NA('1.0 VVT-i', 68, 93),
      TD.D('1.4 D-4D', 54, 130),
    ],
    [
      '2014-2022',
      TD.NA('1.0 VVT-i', 69, 95),
      TD.NA('1.0 VVT-i', 72, 93),
    ],
  ],
  Yaris: [
    [
      '2005-2011',
      TD.NA('1.0 VVT-i', 69, 93),
      TD.NA('1.3 VVT-i', 87, 121),
      TD.D('1.4 D-4D', 90, 190),
      TD.NA('1.8 TS', 133, 173),
    ],
    [
      '2011-2020',
      TD.NA('1.0 VVT-i', 69, 95),
      TD.NA('1.33 Dual VVT-i', 99, 125),
      TD.HY('1.5 Hybrid', 100, 111),
      TD.NA('1.5 Dual VVT-iE', 111, 136),
      TD.D('1.4 D-4D', 90, 205),
      TD.SC('1.8 GRMN', 212, 250),
    ],
    [
      '2020-2024',
      TD.NA('1.0 VVT-i', 72, 93),
      TD.NA('1.5 Dynamic Force', 125, 153),
      TD.HY('1.5 Hybrid', 116, 120),
      TD.P('1.6 GR Yaris', 261, 360),
    ],
    [
      '2024',
      TD.HY('1.5 Hybrid', 116, 120),
      TD.HY('1.5 Hybrid 130', 130, 185),
      TD.P('1.6 GR Yaris', 280, 390),
    ],
  ],
  Auris: [
    [
      '2007-2012',
      TD.NA('1.33 Dual VVT-i', 101, 132),
      TD.NA('1.6 Dual VVT-i', 132, 160),
      TD.D('1.4 D-4D', 90, 190),
      TD.D('2.0 D-4D', 126, 300),
      TD.D('2.2 D-CAT', 177, 400),
      TD.HY('1.8 Hybrid', 136, 142),
    ],
    [
      '2012-2018',
      TD.NA('1.33 Dual VVT-i', 99, 128),
      TD.P('1.2 Turbo', 116, 185),
      TD.NA('1.6 Valvematic', 132, 160),
      TD.D('1.4 D-4D', 90, 205),
      TD.D('1.6 D-4D', 112, 270),
      TD.D('2.0 D-4D', 124, 310),
      TD.HY('1.8 Hybrid', 136, 142),
    ],
  ],
  Corolla: [
    [
      '2019-2023',
      TD.P('1.2 Turbo', 116, 185),
      TD.HY('1.8 Hybrid', 122, 142),
      TD.HY('2.0 Hybrid', 184, 190),
    ],
    [
      '2023',
      TD.HY('1.8 Hybrid', 140, 142),
      TD.HY('2.0 Hybrid', 196, 190),
    ],
  ],
  'C-HR': [
    [
      '2016-2023',
      TD.P('1.2 Turbo', 116, 185),
      TD.HY('1.8 Hybrid', 122, 142),
      TD.HY('2.0 Hybrid', 184, 190),
    ],
    [
      '2023',
      TD.HY('1.8 Hybrid', 140, 142),
      TD.HY('2.0 Hybrid', 197, 190),
      TD.PH('2.0 Plug-in Hybrid', 223, 190),
    ],
  ],
  RAV4: [
    [
      '2006-2012',
      TD.NA('2.0 VVT-i', 152, 194),
      TD.D('2.2 D-4D', 136, 310),
      TD.D('2.2 D-4D', 150, 340),
      TD.D('2.2 D-CAT', 177, 400),
    ],
    [
      '2013-2018',
      TD.NA('2.0 Valvematic', 151, 195),
      TD.D('2.0 D-4D', 124, 310),
      TD.D('2.0 D-4D', 143, 320),
      TD.D('2.2 D-4D', 150, 340),
      TD.HY('2.5 Hybrid', 197, 206),
    ],
    [
      '2019',
      TD.NA('2.0 Dynamic Force', 175, 207),
      TD.HY('2.5 Hybrid', 218, 221),
      TD.HY('2.5 Hybrid AWD-i', 222, 221),
      TD.PH('2.5 Plug-in Hybrid', 306, 227),
    ],
  ],
  'Land Cruiser': [
    [
      '2009-2017',
      TD.D('3.0 D-4D', 173, 410),
      TD.D('3.0 D-4D', 190, 420),
      TD.NA('4.0 V6', 282, 385),
    ],
    [
      '2017-2024',
      TD.D('2.8 D-4D', 177, 450),
      TD.D('2.8 D-4D', 204, 500),
    ],
    [
      '2024',
      TD.D('2.8 D-4D', 204, 500),
      TD.MH('2.8 D-4D mild hybrid', 205, 500),
    ],
  ],
  Hilux: [
    [
      '2005-2016',
      TD.D('2.5 D-4D', 120, 325),
      TD.D('2.5 D-4D', 144, 343),
      TD.D('3.0 D-4D', 171, 360),
    ],
    [
      '2016',
      TD.D('2.4 D-4D', 150, 400),
      TD.D('2.8 D-4D', 204, 500),
    ],
  ],
  Supra: [
    [
      '2019-2020',
      P('2.0', 258, 400, ECU.MG1CS003),
      P('3.0', 340, 500, ECU.MG1CS003),
    ],
    [
      '2020',
      P('2.0', 258, 400, ECU.MG1CS201),
      P('3.0', 387, 500, ECU.MG1CS201),
    ],
  ],
})

brand('Lexus', {
  IS: [
    [
      '2005-2013',
      TD.NA('IS 250', 208, 252),
      TD.D('IS 220d', 177, 400),
      TD.D('IS 200d', 150, 340),
      TD.NA('IS F', 423, 505),
    ],
    [
      '2013-2020',
      TD.HY('IS 300h', 223, 221),
      TD.NA('IS 250', 208, 252),
      TD.P('IS 200t', 245, 350),
    ],
    [
      '2020',
      TD.HY('IS 300h', 223, 221),
      TD.NA('IS 500 F Sport Performance', 481, 535),
    ],
  ],
  NX: [
    [
      '2014-2021',
      TD.HY('NX 300h', 197, 210),
      TD.P('NX 200t', 238, 350),
    ],
    [
      '2021',
      TD.HY('NX 350h', 244, 239),
      TD.PH('NX 450h+', 309, 227),
    ],
  ],
  RX: [
    [
      '2009-2015',
      TD.HY('RX 450h', 299, 317),
      TD.NA('RX 350', 277, 346),
    ],
    [
      '2015-2022',
      TD.HY('RX 450h', 313, 335),
      TD.P('RX 200t', 238, 350),
    ],
    [
      '2022',
      TD.HY('RX 350h', 250, 239),
      TD.PH('RX 450h+', 309, 227),
      TD.HY('RX 500h', 371, 460),
    ],
  ],
  UX: [
    [
      '2018-2024',
      TD.HY('UX 250h', 184, 190),
      EV('UX 300e', 204, 300),
    ],
    [
      '2024',
      TD.HY('UX 300h', 199, 190),
      EV('UX 300e', 218, 300),
    ],
  ],
  LS: [
    [
      '2007-2017',
      TD.NA('LS 460', 380, 493),
      TD.HY('LS 600h', 445, 520),
    ],
    [
      '2017',
      TD.P('LS 500', 422, 600),
      TD.HY('LS 500h', 359, 350),
    ],
  ],
})

/* ---- Honda and Acura ---- */
const KEIHIN = ecu('Keihin')
const IDTEC = ecu('Bosch EDC17C58')
brand('Honda', {
  Civic: [
    [
      '2006-2011',
      KEIHIN.NA('1.4 i-DSI', 83, 119),
      KEIHIN.NA('1.4 i-VTEC', 100, 127),
      KEIHIN.NA('1.8 i-VTEC', 140, 174),
      KEIHIN.NA('2.0 i-VTEC Type R', 201, 193),
      IDTEC.D('2.2 i-DTEC', 150, 350),
    ],
    [
      '2012-2017',
      KEIHIN.NA('1.4 i-VTEC', 100, 127),
      KEIHIN.NA('1.8 i-VTEC', 142, 174),
      IDTEC.D('1.6 i-DTEC', 120, 300),
      IDTEC.D('2.2 i-DTEC', 150, 350),
      KEIHIN.P('2.0 VTEC Turbo Type R', 310, 400),
    ],
    [
      '2017-2022',
      KEIHIN.P('1.0 VTEC Turbo', 129, 200),
      KEIHIN.P('1.5 VTEC Turbo', 182, 220),
      IDTEC.D('1.6 i-DTEC', 120, 300),
      KEIHIN.P('2.0 VTEC Turbo Type R', 320, 400),
    ],
    [
      '2022',
      KEIHIN.HY('2.0 e:HEV', 184, 315),
      KEIHIN.P('2.0 VTEC Turbo Type R', 329, 420),
    ],
  ],
  Jazz: [
    [
      '2008-2015',
      KEIHIN.NA('1.2 i-VTEC', 90, 114),
      KEIHIN.NA('1.4 i-VTEC', 100, 127),
      KEIHIN.HY('1.3 Hybrid', 98, 167),
    ],
    [
      '2015-2020',
      KEIHIN.NA('1.3 i-VTEC', 102, 123),
      KEIHIN.NA('1.5 i-VTEC', 130, 155),
    ],
    [
      '2020',
      KEIHIN.HY('1.5 e:HEV', 109, 253),
      KEIHIN.HY('1.5 e:HEV', 122, 253),
    ],
  ],
  'CR-V': [
    [
      '2007-2012',
      KEIHIN.NA('2.0 i-VTEC', 150, 192),
      D('2.2 i-CTDi', 140, 340, 'Bosch EDC16C7'),
    ],
    [
      '2012-2018',
      KEIHIN.NA('2.0 i-VTEC', 155, 192),
      IDTEC.D('1.6 i-DTEC', 120, 300),
      IDTEC.D('1.6 i-DTEC BiTurbo', 160, 350),
      IDTEC.D('2.2 i-DTEC', 150, 350),
    ],
    [
      '2018-2023',
      KEIHIN.P('1.5 VTEC Turbo', 173, 220),
      KEIHIN.HY('2.0 i-MMD Hybrid', 184, 315),
    ],
  ],
  'HR-V': [
    [
      '2015-2018',
      KEIHIN.NA('1.5 i-VTEC', 130, 155),
      IDTEC.D('1.6 i-DTEC', 120, 300),
    ],
    [
      '2018-2021',
      KEIHIN.NA('1.5 i-VTEC', 130, 155),
      KEIHIN.P('1.5 VTEC Turbo', 182, 240),
      IDTEC.D('1.6 i-DTEC', 120, 300),
    ],
  ],
  Accord: [
    [
      '2008-2011',
      KEIHIN.NA('2.0 i-VTEC', 156, 192),
      KEIHIN.NA('2.4 i-VTEC', 201, 234),
      IDTEC.D('2.2 i-DTEC', 150, 350),
      IDTEC.D('2.2 i-DTEC', 180, 380),
    ],
    [
      '2011-2015',
      KEIHIN.NA('2.0 i-VTEC', 156, 192),
      KEIHIN.NA('2.4 i-VTEC', 201, 234),
      IDTEC.D('2.2 i-DTEC', 150, 350),
      IDTEC.D('2.2 i-DTEC', 180, 380),
    ],
  ],
})

brand('Acura', {
  TLX: [
    [
      '2015-2020',
      KEIHIN.NA('2.4', 206, 247),
      KEIHIN.NA('3.5 V6', 290, 362),
    ],
    [
      '2021',
      KEIHIN.P('2.0 Turbo', 272, 380),
      KEIHIN.P('3.0 V6 Turbo Type S', 355, 480),
    ],
  ],
  MDX: [
    [
      '2014-2020',
      KEIHIN.NA('3.5 V6', 290, 362),
      KEIHIN.HY('3.0 Sport Hybrid', 321, 392),
    ],
    [
      '2022',
      KEIHIN.NA('3.5 V6', 290, 362),
      KEIHIN.P('3.0 V6 Turbo Type S', 355, 480),
    ],
  ],
  RDX: [
    [
      '2013-2018',
      KEIHIN.NA('3.5 V6', 273, 340),
      KEIHIN.NA('3.5 V6', 279, 342),
    ],
    [
      '2019',
      KEIHIN.P('2.0 Turbo', 272, 380),
      KEIHIN.P('2.0 Turbo A-Spec', 276, 380),
    ],
  ],
  ILX: [
    [
      '2013-2015',
      KEIHIN.NA('2.0', 150, 190),
      KEIHIN.NA('2.4', 201, 230),
      KEIHIN.HY('1.5 Hybrid', 111, 172),
    ],
    [
      '2016-2022',
      KEIHIN.NA('2.4', 201, 244),
      KEIHIN.NA('2.4 A-Spec', 205, 244),
    ],
  ],
})

/* ---- Mazda ---- */
const MZ = ecu('Mitsubishi Electric') // petrol
const MZD = ecu(ECU.DENSO) // diesel
brand('Mazda', {
  Mazda2: [
    [
      '2007-2014',
      MZ.NA('1.3', 75, 121),
      MZ.NA('1.3', 86, 122),
      MZ.NA('1.5', 103, 137),
      MZD.D('1.4 CD', 68, 160),
    ],
    [
      '2015-2022',
      MZ.NA('1.5 SKYACTIV-G', 75, 135),
      MZ.NA('1.5 SKYACTIV-G', 90, 148),
      MZ.NA('1.5 SKYACTIV-G', 115, 148),
      MZD.D('1.5 SKYACTIV-D', 105, 220),
    ],
  ],
  Mazda3: [
    [
      '2009-2013',
      MZ.NA('1.6', 105, 145),
      MZ.NA('2.0', 150, 187),
      MZD.D('1.6 CD', 109, 240),
      MZD.D('2.2 CD', 185, 400),
      MZ.P('2.3 MPS', 260, 380),
    ],
    [
      '2013-2019',
      MZ.NA('1.5 SKYACTIV-G', 100, 150),
      MZ.NA('2.0 SKYACTIV-G', 120, 210),
      MZ.NA('2.0 SKYACTIV-G', 165, 210),
      MZD.D('1.5 SKYACTIV-D', 105, 270),
      MZD.D('2.2 SKYACTIV-D', 150, 380),
    ],
    [
      '2019-2024',
      MZ.MH('2.0 e-SKYACTIV G', 122, 213),
      MZ.MH('2.0 e-SKYACTIV G', 150, 213),
      MZ.MH('2.0 e-SKYACTIV X', 180, 224),
      MZ.MH('2.0 e-SKYACTIV X', 186, 240),
      MZD.D('1.8 SKYACTIV-D', 116, 270),
    ],
    [
      '2024',
      MZ.MH('2.5 e-SKYACTIV G', 140, 238),
      MZ.MH('2.0 e-SKYACTIV X', 186, 240),
    ],
  ],
  Mazda6: [
    [
      '2008-2012',
      MZ.NA('1.8', 120, 165),
      MZ.NA('2.0', 147, 184),
      MZ.NA('2.5', 170, 226),
      MZD.D('2.2 MZR-CD', 125, 360),
      MZD.D('2.2 MZR-CD', 163, 360),
      MZD.D('2.2 MZR-CD', 180, 400),
    ],
    [
      '2012-2018',
      MZ.NA('2.0 SKYACTIV-G', 145, 210),
      MZ.NA('2.0 SKYACTIV-G', 165, 210),
      MZ.NA('2.5 SKYACTIV-G', 192, 256),
      MZD.D('2.2 SKYACTIV-D', 150, 380),
      MZD.D('2.2 SKYACTIV-D', 175, 420),
    ],
    [
      '2018-2024',
      MZ.NA('2.0 SKYACTIV-G', 145, 213),
      MZ.NA('2.0 SKYACTIV-G', 165, 213),
      MZ.NA('2.5 SKYACTIV-G', 194, 258),
      MZD.D('2.2 SKYACTIV-D', 150, 380),
      MZD.D('2.2 SKYACTIV-D', 184, 445),
    ],
  ],
  'CX-3': [
    [
      '2015-2018',
      MZ.NA('2.0 SKYACTIV-G', 120, 204),
      MZ.NA('2.0 SKYACTIV-G', 150, 204),
      MZD.D('1.5 SKYACTIV-D', 105, 270),
    ],
    [
      '2018-2021',
      MZ.NA('2.0 SKYACTIV-G', 121, 206),
      MZ.NA('2.0 SKYACTIV-G', 150, 206),
      MZD.D('1.8 SKYACTIV-D', 116, 270),
    ],
  ],
  'CX-5': [
    [
      '2012-2017',
      MZ.NA('2.0 SKYACTIV-G', 160, 208),
      MZ.NA('2.0 SKYACTIV-G', 165, 210),
      MZ.NA('2.5 SKYACTIV-G', 192, 256),
      MZD.D('2.2 SKYACTIV-D', 150, 380),
      MZD.D('2.2 SKYACTIV-D', 175, 420),
    ],
    [
      '2017',
      MZ.NA('2.0 SKYACTIV-G', 165, 213),
      MZ.NA('2.5 SKYACTIV-G', 194, 258),
      MZD.D('2.2 SKYACTIV-D', 150, 380),
      MZD.D('2.2 SKYACTIV-D', 175, 420),
      MZD.D('2.2 SKYACTIV-D', 184, 445),
    ],
  ],
  'CX-30': [
    [
      '2019-2022',
      MZ.MH('2.0 e-SKYACTIV G', 122, 213),
      MZ.MH('2.0 e-SKYACTIV X', 180, 224),
      MZD.D('1.8 SKYACTIV-D', 116, 270),
    ],
    [
      '2022',
      MZ.MH('2.0 e-SKYACTIV G', 150, 213),
      MZ.MH('2.0 e-SKYACTIV X', 186, 240),
      MZ.MH('2.5 e-SKYACTIV G', 140, 238),
    ],
  ],
  'MX-5': [
    [
      '2005-2015',
      MZ.NA('1.8', 126, 167),
      MZ.NA('2.0', 160, 188),
    ],
    [
      '2015',
      MZ.NA('1.5 SKYACTIV-G', 131, 150),
      MZ.NA('2.0 SKYACTIV-G', 160, 200),
      MZ.NA('2.0 SKYACTIV-G', 184, 205),
    ],
  ],
})

/* ---- Suzuki and Mitsubishi ---- */
const SZ = ecu('Bosch ME17.9.64') // Boosterjet
const SZN = ecu(ECU.DENSO)
brand('Suzuki', {
  Swift: [
    [
      '2010-2017',
      SZN.NA('1.2', 94, 118),
      SZN.NA('1.6 Sport', 136, 160),
      D('1.3 DDiS', 75, 190, 'Magneti Marelli MJD6F3'),
    ],
    [
      '2017-2024',
      SZ.P('1.0 Boosterjet', 111, 170),
      SZN.NA('1.2 Dualjet', 90, 120),
      SZN.MH('1.2 Dualjet Hybrid', 83, 107),
      SZ.P('1.4 Boosterjet Sport', 140, 230),
      SZ.MH('1.4 Boosterjet Sport Hybrid', 129, 235),
    ],
  ],
  Vitara: [
    [
      '2015-2018',
      SZN.NA('1.6', 120, 156),
      SZ.P('1.4 Boosterjet', 140, 220),
    ],
    [
      '2018',
      SZ.P('1.0 Boosterjet', 111, 170),
      SZ.P('1.4 Boosterjet', 140, 220),
      SZ.MH('1.4 Boosterjet Hybrid', 129, 235),
      SZN.HY('1.5 Hybrid', 115, 138),
    ],
  ],
  'S-Cross': [
    [
      '2016-2021',
      SZ.P('1.0 Boosterjet', 111, 170),
      SZ.P('1.4 Boosterjet', 140, 220),
      D('1.6 DDiS', 120, 320, 'Magneti Marelli MJD8F3'),
    ],
    [
      '2021',
      SZ.MH('1.4 Boosterjet Hybrid', 129, 235),
      SZN.HY('1.5 Hybrid', 115, 138),
    ],
  ],
  'Grand Vitara': [
    [
      '2005-2010',
      SZN.NA('1.6', 106, 145),
      SZN.NA('2.0', 140, 183),
      D('1.9 DDiS', 129, 300, 'Continental SID803'),
    ],
    [
      '2010-2015',
      SZN.NA('1.6', 120, 156),
      SZN.NA('2.4', 169, 227),
      D('1.9 DDiS', 129, 300, 'Continental SID803'),
    ],
  ],
})

const MIT = ecu(ECU.DENSO)
brand('Mitsubishi', {
  'Space Star': [
    [
      '2013-2020',
      MIT.NA('1.0', 71, 88),
      MIT.NA('1.2', 80, 106),
    ],
    [
      '2020',
      MIT.NA('1.0', 71, 88),
      MIT.NA('1.2', 80, 102),
    ],
  ],
  ASX: [
    [
      '2010-2019',
      MIT.NA('1.6', 117, 154),
      MIT.D('1.6 DI-D', 114, 270),
      MIT.D('1.8 DI-D', 116, 300),
      MIT.D('1.8 DI-D', 150, 300),
    ],
    [
      '2019-2023',
      MIT.NA('1.6', 117, 154),
      MIT.NA('2.0', 150, 197),
    ],
    [
      '2023',
      P('1.0 Turbo', 91, 160, EMS3150),
      MH('1.3 Turbo mild hybrid', 140, 260, EMS3155),
      MH('1.3 Turbo mild hybrid', 158, 270, EMS3155),
      HY('1.6 Hybrid', 143, 148, 'Continental EMS3160'),
      PH('1.6 Plug-in Hybrid', 159, 144, 'Continental EMS3160'),
    ],
  ],
  Outlander: [
    [
      '2007-2012',
      MIT.NA('2.0', 147, 196),
      MIT.NA('2.4', 170, 232),
      MIT.D('2.0 DI-D', 140, 310),
      MIT.D('2.2 DI-D', 156, 380),
    ],
    [
      '2012-2021',
      MIT.NA('2.4', 167, 222),
      MIT.D('2.2 DI-D', 150, 360),
      MIT.PH('2.0 PHEV', 203, 332),
      MIT.PH('2.4 PHEV', 224, 332),
    ],
    [
      '2021',
      MIT.NA('2.5 MIVEC', 181, 245),
      MIT.PH('2.4 PHEV', 306, 449),
    ],
  ],
  L200: [
    [
      '2006-2015',
      MIT.D('2.5 DI-D', 136, 314),
      MIT.D('2.5 DI-D', 178, 400),
    ],
    [
      '2015',
      MIT.D('2.4 DI-D', 154, 380),
      MIT.D('2.4 DI-D', 181, 430),
      MIT.D('2.2 DI-D', 150, 400),
    ],
  ],
  'Eclipse Cross': [
    [
      '2017-2021',
      MIT.P('1.5 Turbo', 163, 250),
      MIT.D('2.2 DI-D', 148, 388),
    ],
    [
      '2021',
      MIT.P('1.5 Turbo', 163, 250),
      MIT.PH('2.4 PHEV', 188, 332),
    ],
  ],
})

/* ---- Hyundai and Kia (shared engines) ---- */
const KEFICO = 'Kefico'
const SIM2K = 'Continental SIM2K-241'
const SIM2K260 = 'Continental SIM2K-260'
const EDC17C57 = 'Bosch EDC17C57'
const EDC17C08 = 'Bosch EDC17C08'
const HK = {
  p66: NA('1.0', 66, 95, KEFICO),
  p67: NA('1.0 MPi', 67, 96, KEFICO),
  p69: NA('1.0', 69, 94, KEFICO),
  p66b: NA('1.1', 66, 99, KEFICO),
  p75: NA('1.2', 75, 122, KEFICO),
  p78: NA('1.2', 78, 119, KEFICO),
  p84: NA('1.2 MPi', 84, 118, KEFICO),
  p85: NA('1.25', 85, 121, KEFICO),
  p87: NA('1.25', 87, 120, KEFICO),
  p100: NA('1.4', 100, 137, KEFICO),
  p109: NA('1.4 CVVT', 109, 137, KEFICO),
  p126: NA('1.6 CVVT', 126, 156, KEFICO),
  p143: NA('2.0 CVVT', 143, 186, KEFICO),
  p163: NA('2.0', 163, 197, KEFICO),
  p166: NA('2.0 GDi', 166, 205, 'Bosch ME17.9.11'),
  p174: NA('2.4', 174, 227, KEFICO),
  gdi132: NA('1.6 GDi', 132, 161, 'Bosch ME17.9.11'),
  gdi135: NA('1.6 GDi', 135, 164, 'Bosch ME17.9.11'),
  gdi185: NA('2.4 GDi', 185, 241, 'Bosch ME17.9.11'),
  gdi188: NA('2.4 GDi', 188, 241, 'Bosch ME17.9.11'),
  tg100: P('1.0 T-GDi', 100, 172, SIM2K),
  tg120: P('1.0 T-GDi', 120, 172, SIM2K),
  tg120m: MH('1.0 T-GDi', 120, 200, SIM2K),
  tg140: P('1.4 T-GDi', 140, 242, SIM2K),
  tg160: P('1.5 T-GDi', 160, 253, SIM2K),
  tg160m: MH('1.5 T-GDi', 160, 253, SIM2K),
  tg177: P('1.6 T-GDi', 177, 265, SIM2K),
  tg186: P('1.6 T-GDi', 186, 265, SIM2K),
  tg198: P('1.6 T-GDi', 198, 265, SIM2K),
  tg204: P('1.6 T-GDi GT', 204, 265, SIM2K),
  tg150m: MH('1.6 T-GDi', 150, 250, SIM2K),
  tg160m16: MH('1.6 T-GDi', 160, 250, SIM2K),
  tg180m: MH('1.6 T-GDi', 180, 265, SIM2K),
  hev141: HY('1.6 GDi Hybrid', 141, 265, SIM2K),
  hev215: HY('1.6 T-GDi Hybrid', 215, 367, SIM2K),
  hev230: HY('1.6 T-GDi Hybrid', 230, 350, SIM2K),
  phev141: PH('1.6 GDi Plug-in Hybrid', 141, 265, SIM2K),
  phev183: PH('1.6 GDi Plug-in Hybrid', 183, 265, SIM2K),
  phev252: PH('1.6 T-GDi Plug-in Hybrid', 252, 367, SIM2K),
  phev265: PH('1.6 T-GDi Plug-in Hybrid', 265, 350, SIM2K),
  n204: P('1.6 T-GDi N', 204, 275, SIM2K),
  n250: P('2.0 T-GDi N', 250, 353, SIM2K260),
  n275: P('2.0 T-GDi N Performance', 275, 353, SIM2K260),
  n280: P('2.0 T-GDi N', 280, 392, SIM2K260),
  crdi75: D('1.1 CRDi', 75, 170, EDC17C57),
  crdi75b: D('1.4 CRDi', 75, 220, EDC16C39),
  crdi77: D('1.4 CRDi', 77, 240, EDC17C57),
  crdi90a: D('1.4 CRDi', 90, 220, EDC16C39),
  crdi90: D('1.4 CRDi', 90, 240, EDC17C57),
  crdi90c: D('1.6 CRDi', 90, 235, EDC16C39),
  crdi115a: D('1.6 CRDi', 115, 255, EDC16C39),
  crdi128: D('1.6 CRDi', 128, 260, EDC17C57),
  crdi110: D('1.6 CRDi', 110, 260, EDC17C57),
  crdi136a: D('1.6 CRDi', 136, 280, EDC17C57),
  crdi110b: D('1.6 CRDi', 110, 280, EDC17C57),
  crdi115: D('1.6 CRDi', 115, 280, EDC17C57),
  crdi136: D('1.6 CRDi', 136, 320, EDC17C57),
  crdi136m: MH('1.6 CRDi', 136, 320, EDC17C57),
  crdi115c: D('1.7 CRDi', 115, 260, EDC17C57),
  crdi116: D('1.7 CRDi', 116, 280, EDC17C57),
  crdi141: D('1.7 CRDi', 141, 340, EDC17C57),
  crdi140: D('2.0 CRDi', 140, 305, EDC16C39),
  crdi150: D('2.0 CRDi', 150, 383, EDC17C08),
  crdi136c: D('2.0 CRDi', 136, 320, EDC17C08),
  crdi136d: D('2.0 CRDi', 136, 373, EDC17C08),
  crdi184: D('2.0 CRDi', 184, 392, EDC17C08),
  crdi185: D('2.0 CRDi', 185, 400, EDC17C08),
  crdi186: D('2.0 CRDi', 186, 402, EDC17C08),
  crdi197: D('2.2 CRDi', 197, 421, EDC17C08),
  crdi200: D('2.2 CRDi', 200, 440, EDC17C08),
  crdi202: D('2.2 CRDi', 202, 440, 'Bosch MD1CS012'),
}

brand(
  'Hyundai',
  {
    i10: [
      ['2008-2013', 'p66b p78 p85'],
      ['2013-2019', 'p66 p87'],
      ['2019', 'p67 p84', P('1.0 T-GDi N Line', 100, 172, SIM2K)],
    ],
    i20: [
      ['2008-2014', 'p78 p100 crdi75b crdi90a crdi115a crdi128'],
      ['2014-2020', 'p75 p84 tg100 tg120 crdi90'],
      ['2020', 'p84 tg100 tg120m n204'],
    ],
    i30: [
      ['2007-2012', 'p109 p126 p143 crdi90c crdi115a crdi140'],
      ['2012-2017', 'p100 gdi135 tg186 crdi90a crdi110 crdi128 crdi136a'],
      ['2017-2020', 'tg120 tg140 n250 n275 crdi110b crdi136'],
      ['2020', 'tg120m tg160m n280 crdi115 crdi136m'],
    ],
    ix35: [
      ['2010-2013', 'gdi135 p163 crdi115c crdi136c crdi184'],
      ['2013-2015', 'gdi135 p166 crdi116 crdi136d crdi184'],
    ],
    Tucson: [
      ['2015-2020', 'gdi132 tg177 crdi116 crdi141 crdi136d crdi185'],
      ['2020-2024', 'tg150m tg180m hev230 phev265 crdi115 crdi136m'],
      ['2024', 'tg160m16 hev215 phev252'],
    ],
    Kona: [
      [
        '2017-2023',
        'tg120 tg177 crdi115 hev141',
        EV('Electric 39 kWh', 136, 395),
        EV('Electric 64 kWh', 204, 395),
      ],
      [
        '2023',
        'tg120m tg198 hev141',
        EV('Electric 48 kWh', 156, 255),
        EV('Electric 65 kWh', 218, 255),
      ],
    ],
    'Ioniq 5': [
      [
        '2021-2024',
        EV('58 kWh RWD', 170, 350),
        EV('77 kWh RWD', 217, 350),
        EV('77 kWh AWD', 305, 605),
      ],
      [
        '2024',
        EV('63 kWh RWD', 170, 350),
        EV('84 kWh RWD', 229, 350),
        EV('84 kWh AWD', 325, 605),
        EV('N', 609, 740),
      ],
    ],
    'Santa Fe': [
      ['2012-2018', 'gdi188 crdi150 crdi197'],
      ['2018-2020', 'gdi185 crdi186 crdi200'],
      ['2020-2024', 'hev230 phev265 crdi202'],
      ['2024', 'hev215 phev252'],
    ],
  },
  HK,
)

brand(
  'Kia',
  {
    Picanto: [
      ['2011-2017', 'p69 p85'],
      ['2017', 'p67 p84 tg100'],
    ],
    Rio: [
      ['2011-2017', 'p85 p109 crdi75 crdi90a'],
      ['2017', 'p84 tg100 tg120 crdi77 crdi90'],
    ],
    Ceed: [
      ['2007-2012', 'p109 p126 p143 crdi90c crdi115a crdi140'],
      ['2012-2018', 'p100 gdi135 tg120 tg204 crdi90a crdi110 crdi128 crdi136a'],
      ['2018', 'tg120 tg140 tg160 tg204 crdi115 crdi136 phev141'],
    ],
    Sportage: [
      ['2010-2015', 'gdi135 p163 crdi115c crdi136c crdi184'],
      ['2016-2021', 'gdi132 tg177 crdi116 crdi141 crdi136d crdi185'],
      ['2021', 'tg150m tg180m hev230 phev265 crdi115 crdi136m'],
    ],
    Niro: [
      [
        '2016-2022',
        'hev141',
        EV('e-Niro 39 kWh', 136, 395),
        EV('e-Niro 64 kWh', 204, 395),
      ],
      ['2022', 'hev141 phev183', EV('Niro EV', 204, 255)],
    ],
    EV6: [
      [
        '2021-2024',
        EV('58 kWh RWD', 170, 350),
        EV('77 kWh RWD', 229, 350),
        EV('77 kWh AWD', 325, 605),
        EV('GT', 585, 740),
      ],
      [
        '2024',
        EV('63 kWh RWD', 170, 350),
        EV('84 kWh RWD', 229, 350),
        EV('84 kWh AWD', 325, 605),
        EV('GT', 609, 740),
      ],
    ],
    Sorento: [
      ['2009-2014', 'p174 crdi197'],
      ['2015-2020', 'gdi188 crdi200'],
      ['2020', 'hev230 phev265 crdi202'],
    ],
    Stinger: [
      [
        '2017-2020',
        'crdi200',
        P('2.0 T-GDi', 255, 353, SIM2K260),
        P('3.3 T-GDi V6', 370, 510, SIM2K260),
      ],
      [
        '2020-2023',
        P('2.0 T-GDi', 245, 353, SIM2K260),
        P('3.3 T-GDi V6', 366, 510, SIM2K260),
      ],
    ],
  },
  HK,
)

/* ---- Volvo (cars): five-cylinder Bosch engines, then Drive-E (Denso) ---- */
const VME9 = ecu('Bosch ME9.0')
const VD5 = ecu('Bosch EDC17CP22')
const VDE = ecu(ECU.DENSO) // Drive-E petrol and diesel, B-engines
brand('Volvo', {
  V40: [
    [
      '2012-2016',
      P('T2', 122, 220, 'Bosch MED17.0'),
      P('T3', 150, 240, 'Bosch MED17.0'),
      P('T4', 180, 240, 'Bosch MED17.0'),
      VME9.P('T5', 254, 360),
      D('D2', 115, 270, ECU.SID807),
      VD5.D('D4', 177, 400),
    ],
    [
      '2016-2019',
      VDE.P('T2', 122, 220),
      VDE.P('T3', 152, 250),
      VDE.P('T4', 190, 300),
      VDE.P('T5', 245, 350),
      VDE.D('D2', 120, 280),
      VDE.D('D3', 150, 320),
    ],
  ],
  XC40: [
    [
      '2017-2022',
      VDE.P('T3', 163, 265),
      VDE.P('T4', 190, 300),
      VDE.P('T5', 247, 350),
      VDE.D('D3', 150, 320),
      VDE.PH('T5 Twin Engine', 262, 425),
      EV('P8 Recharge', 408, 660),
    ],
    [
      '2022',
      VDE.MH('B3', 163, 265),
      VDE.MH('B4', 197, 300),
      VDE.PH('T4 Recharge', 211, 425),
      VDE.PH('T5 Recharge', 262, 425),
      EV('Recharge Single Motor', 238, 418),
      EV('Recharge Twin Motor', 408, 660),
    ],
  ],
  XC60: [
    [
      '2008-2013',
      VME9.P('T5', 240, 320),
      VME9.P('T6', 304, 440),
      VD5.D('DRIVe', 175, 420),
      VD5.D('D3', 163, 400),
      VD5.D('D5', 205, 420),
      VD5.D('D5', 215, 440),
    ],
    [
      '2013-2017',
      VDE.P('T5', 245, 350),
      VDE.P('T6', 306, 400),
      VD5.D('D3', 150, 350),
      VDE.D('D4', 181, 400),
      VDE.D('D4', 190, 400),
      VD5.D('D5', 220, 440),
    ],
    [
      '2017-2021',
      VDE.P('T5', 250, 350),
      VDE.P('T6', 310, 400),
      VDE.PH('T8 Twin Engine', 390, 640),
      VDE.D('D4', 190, 400),
      VDE.D('D5', 235, 480),
      VDE.MH('B4', 197, 420),
    ],
    [
      '2021',
      VDE.MH('B4', 197, 300),
      VDE.MH('B5', 250, 350),
      VDE.MH('B5 Diesel', 235, 480),
      VDE.PH('T6 Recharge', 350, 400),
      VDE.PH('T8 Recharge', 455, 709),
    ],
  ],
  XC90: [
    [
      '2006-2014',
      VME9.NA('3.2', 243, 320),
      VME9.NA('4.4 V8', 315, 440),
      D('D5', 185, 400, 'Bosch EDC16C31'),
      VD5.D('D5', 200, 420),
    ],
    [
      '2015-2019',
      VDE.P('T5', 254, 350),
      VDE.P('T6', 320, 400),
      VDE.PH('T8 Twin Engine', 407, 640),
      VDE.D('D4', 190, 400),
      VDE.D('D5', 225, 470),
      VDE.D('D5', 235, 480),
    ],
    [
      '2019',
      VDE.MH('B5', 250, 350),
      VDE.MH('B6', 300, 420),
      VDE.MH('B5 Diesel', 235, 480),
      VDE.PH('T8 Recharge', 390, 640),
      VDE.PH('T8 Recharge', 455, 709),
    ],
  ],
  S60: [
    [
      '2010-2018',
      P('T3', 150, 240, 'Bosch MED17.0'),
      P('T4', 180, 240, 'Bosch MED17.0'),
      VME9.P('T5', 240, 320),
      VME9.P('T6', 304, 440),
      D('D2', 115, 270, ECU.SID807),
      VD5.D('D3', 163, 400),
      VDE.D('D4', 181, 400),
      VD5.D('D5', 215, 440),
    ],
    [
      '2018',
      VDE.MH('B4', 197, 300),
      VDE.MH('B5', 250, 350),
      VDE.PH('T6 Recharge', 340, 400),
      VDE.PH('T8 Recharge', 390, 640),
      VDE.PH('T8 Polestar Engineered', 405, 670),
    ],
  ],
  V60: [
    [
      '2010-2018',
      P('T3', 150, 240, 'Bosch MED17.0'),
      P('T4', 180, 240, 'Bosch MED17.0'),
      VME9.P('T5', 240, 320),
      VME9.P('T6', 304, 440),
      D('D2', 115, 270, ECU.SID807),
      VD5.D('D3', 163, 400),
      VDE.D('D4', 181, 400),
      VD5.D('D5', 215, 440),
      VD5.HY('D6 Plug-in Hybrid', 285, 640),
    ],
    [
      '2018',
      VDE.MH('B3', 163, 265),
      VDE.MH('B4', 197, 300),
      VDE.MH('B5', 250, 350),
      VDE.D('D3', 150, 320),
      VDE.D('D4', 190, 400),
      VDE.PH('T6 Recharge', 340, 400),
      VDE.PH('T8 Recharge', 390, 640),
    ],
  ],
  V90: [
    [
      '2016-2020',
      VDE.P('T4', 190, 300),
      VDE.P('T5', 254, 350),
      VDE.P('T6', 320, 400),
      VDE.PH('T8 Twin Engine', 407, 640),
      VDE.D('D3', 150, 320),
      VDE.D('D5', 235, 480),
    ],
    [
      '2020',
      VDE.MH('B4', 197, 300),
      VDE.MH('B5', 250, 350),
      VDE.MH('B5 Diesel', 235, 480),
      VDE.PH('T6 Recharge', 340, 400),
      VDE.PH('T8 Recharge', 455, 709),
    ],
  ],
})

/* ---- Porsche ---- */
const SDI4 = ecu('Continental SDI 4')
const SDI9 = ecu('Continental SDI 9')
const SDI21 = ecu('Continental SDI 21')
const PMED = ecu(ECU.MED17_11)
const PMG = ecu('Bosch MG1CP008')
brand('Porsche', {
  911: [
    [
      '2004-2008',
      NA('Carrera 3.6', 325, 370, 'Bosch ME7.8'),
      NA('Carrera S 3.8', 355, 400, 'Bosch ME7.8'),
      NA('GT3 3.6', 415, 405, 'Bosch ME7.8'),
      P('Turbo 3.6', 480, 620, 'Bosch ME7.8'),
      P('GT2 3.6', 530, 680, 'Bosch ME7.8'),
    ],
    [
      '2008-2012',
      SDI4.NA('Carrera 3.6', 345, 390),
      SDI4.NA('Carrera S 3.8', 385, 420),
      SDI4.NA('Carrera GTS 3.8', 408, 420),
      NA('GT3 3.8', 435, 430, 'Bosch ME7.8'),
      SDI4.P('Turbo 3.8', 500, 650),
      SDI4.P('Turbo S 3.8', 530, 700),
    ],
    [
      '2011-2015',
      SDI9.NA('Carrera 3.4', 350, 390),
      SDI9.NA('Carrera S 3.8', 400, 440),
      SDI9.NA('Carrera GTS 3.8', 430, 440),
      SDI9.NA('GT3 3.8', 475, 440),
      SDI9.P('Turbo 3.8', 520, 660),
      SDI9.P('Turbo S 3.8', 560, 700),
    ],
    [
      '2015-2019',
      SDI21.P('Carrera 3.0', 370, 450),
      SDI21.P('Carrera S 3.0', 420, 500),
      SDI21.P('Carrera GTS 3.0', 450, 550),
      SDI21.NA('GT3 4.0', 500, 460),
      SDI21.P('Turbo 3.8', 540, 710),
      SDI21.P('Turbo S 3.8', 580, 750),
      SDI21.P('GT2 RS 3.8', 700, 750),
    ],
    [
      '2019',
      PMG.P('Carrera 3.0', 385, 450),
      PMG.P('Carrera S 3.0', 450, 530),
      PMG.P('Carrera GTS 3.0', 480, 570),
      PMG.NA('GT3 4.0', 510, 470),
      PMG.P('Turbo 3.8', 580, 750),
      PMG.P('Turbo S 3.8', 650, 800),
    ],
  ],
  Cayenne: [
    [
      '2007-2010',
      NA('3.6 V6', 290, 385, 'Bosch MED9.1'),
      NA('S 4.8 V8', 385, 500, 'Bosch MED9.1'),
      NA('GTS 4.8 V8', 405, 500, 'Bosch MED9.1'),
      P('Turbo 4.8 V8', 500, 700, 'Bosch MED9.1'),
      P('Turbo S 4.8 V8', 550, 750, 'Bosch MED9.1'),
      D('Diesel 3.0 V6', 240, 550, 'Bosch EDC17CP04'),
    ],
    [
      '2010-2014',
      PMED.NA('3.6 V6', 300, 400),
      D('Diesel 3.0 V6', 245, 550, ECU.EDC17CP44),
      PMED.NA('S 4.8 V8', 400, 500),
      engine('H', 'S Hybrid 3.0 V6', 380, 580, ECU.MED17_11, 'sc'),
      PMED.NA('GTS 4.8 V8', 420, 515),
      PMED.P('Turbo 4.8 V8', 500, 700),
      PMED.P('Turbo S 4.8 V8', 550, 750),
      D('S Diesel 4.2 V8', 382, 850, ECU.EDC17CP44),
    ],
    [
      '2014-2017',
      PMED.NA('3.6 V6', 300, 400),
      D('Diesel 3.0 V6', 262, 580, ECU.EDC17CP44),
      PMED.P('S 3.6 V6', 420, 550),
      PMED.P('GTS 3.6 V6', 440, 600),
      PMED.P('Turbo 4.8 V8', 520, 750),
      PMED.P('Turbo S 4.8 V8', 570, 800),
      PMED.PH('S E-Hybrid', 416, 590),
      D('S Diesel 4.2 V8', 385, 850, ECU.EDC17CP44),
    ],
    [
      '2017-2023',
      SDI21.P('3.0 V6', 340, 450),
      SDI21.P('S 2.9 V6', 440, 550),
      SDI21.P('GTS 4.0 V8', 460, 620),
      SDI21.P('Turbo 4.0 V8', 550, 770),
      SDI21.PH('E-Hybrid', 462, 700),
      SDI21.PH('Turbo S E-Hybrid', 680, 900),
    ],
    [
      '2023',
      PMG.P('3.0 V6', 353, 500),
      PMG.P('S 4.0 V8', 474, 600),
      PMG.P('GTS 4.0 V8', 500, 660),
      PMG.PH('E-Hybrid', 470, 650),
      PMG.PH('S E-Hybrid', 519, 750),
      PMG.PH('Turbo E-Hybrid', 739, 950),
    ],
  ],
  Macan: [
    [
      '2014-2018',
      PMED.P('2.0', 252, 370),
      PMED.P('S 3.0 V6', 340, 460),
      D('S Diesel 3.0 V6', 258, 580, ECU.EDC17CP44),
      PMED.P('GTS 3.0 V6', 360, 500),
      PMED.P('Turbo 3.6 V6', 400, 550),
    ],
    [
      '2018-2021',
      P('2.0', 245, 370, ECU.SIMOS181),
      SDI21.P('S 3.0 V6', 354, 480),
      SDI21.P('GTS 2.9 V6', 380, 520),
      SDI21.P('Turbo 2.9 V6', 440, 550),
    ],
    [
      '2021-2024',
      P('2.0', 265, 400, ECU.SIMOS181),
      SDI21.P('S 2.9 V6', 380, 520),
      SDI21.P('GTS 2.9 V6', 440, 550),
    ],
    [
      '2024',
      EV('Electric', 360, 563),
      EV('4 Electric', 408, 650),
      EV('4S Electric', 516, 820),
      EV('Turbo Electric', 639, 1130),
    ],
  ],
  Panamera: [
    [
      '2009-2016',
      PMED.NA('3.6 V6', 300, 400),
      D('Diesel 3.0 V6', 250, 550, ECU.EDC17CP44),
      PMED.NA('S 4.8 V8', 400, 500),
      PMED.NA('GTS 4.8 V8', 430, 520),
      PMED.P('Turbo 4.8 V8', 500, 700),
      PMED.P('Turbo S 4.8 V8', 550, 750),
      PMED.PH('S E-Hybrid', 416, 590),
    ],
    [
      '2016-2020',
      SDI21.P('4 2.9 V6', 330, 450),
      SDI21.P('4S 2.9 V6', 440, 550),
      SDI21.PH('4 E-Hybrid', 462, 700),
      D('4S Diesel 4.0 V8', 422, 850, ECU.MD1CP002),
      SDI21.P('GTS 4.0 V8', 460, 620),
      SDI21.P('Turbo 4.0 V8', 550, 770),
      SDI21.PH('Turbo S E-Hybrid', 680, 850),
    ],
    [
      '2020-2023',
      SDI21.P('4 2.9 V6', 330, 450),
      SDI21.P('4S 2.9 V6', 440, 550),
      SDI21.P('GTS 4.0 V8', 480, 620),
      SDI21.P('Turbo S 4.0 V8', 630, 820),
      SDI21.PH('4 E-Hybrid', 462, 700),
      SDI21.PH('4S E-Hybrid', 560, 750),
      SDI21.PH('Turbo S E-Hybrid', 700, 870),
    ],
    [
      '2024',
      PMG.P('2.9 V6', 353, 500),
      PMG.PH('4 E-Hybrid', 470, 650),
      PMG.PH('4S E-Hybrid', 544, 750),
      PMG.PH('Turbo E-Hybrid', 680, 930),
      PMG.PH('Turbo S E-Hybrid', 782, 1000),
    ],
  ],
  Taycan: [
    [
      '2019-2024',
      EV('RWD', 408, 345),
      EV('4S', 530, 640),
      EV('Turbo', 680, 850),
      EV('Turbo S', 761, 1050),
    ],
    [
      '2024',
      EV('RWD', 408, 410),
      EV('4S', 598, 710),
      EV('GTS', 700, 810),
      EV('Turbo', 884, 890),
      EV('Turbo S', 952, 1110),
    ],
  ],
  Boxster: [
    [
      '2009-2012',
      NA('2.9', 255, 290, 'Continental SDI 3'),
      NA('S 3.4', 310, 360, 'Continental SDI 3'),
      NA('Spyder 3.4', 320, 370, 'Continental SDI 3'),
    ],
    [
      '2012-2016',
      SDI9.NA('2.7', 265, 280),
      SDI9.NA('S 3.4', 315, 360),
      SDI9.NA('GTS 3.4', 330, 370),
      SDI9.NA('Spyder 3.8', 375, 420),
    ],
    [
      '2016',
      SDI21.P('718 2.0', 300, 380),
      SDI21.P('718 S 2.5', 350, 420),
      SDI21.P('718 GTS 2.5', 365, 430),
      SDI21.NA('718 GTS 4.0', 400, 420),
      SDI21.NA('718 Spyder 4.0', 420, 420),
    ],
  ],
  Cayman: [
    [
      '2009-2013',
      NA('2.9', 265, 300, 'Continental SDI 3'),
      NA('S 3.4', 320, 370, 'Continental SDI 3'),
      NA('R 3.4', 330, 370, 'Continental SDI 3'),
    ],
    [
      '2013-2016',
      SDI9.NA('2.7', 275, 290),
      SDI9.NA('S 3.4', 325, 370),
      SDI9.NA('GTS 3.4', 340, 380),
      SDI9.NA('GT4 3.8', 385, 420),
    ],
    [
      '2016',
      SDI21.P('718 2.0', 300, 380),
      SDI21.P('718 S 2.5', 350, 420),
      SDI21.P('718 GTS 2.5', 365, 430),
      SDI21.NA('718 GTS 4.0', 400, 420),
      SDI21.NA('718 GT4 4.0', 420, 420),
      SDI21.NA('718 GT4 RS 4.0', 500, 450),
    ],
  ],
})

/* ---- Jaguar Land Rover ---- */
const TDV6 = ecu('Bosch EDC17CP42')
const ING_D = ecu('Bosch EDC17CP55') // Ingenium 2.0 diesel
const ING_P = ecu('Bosch MED17.8.32') // Ingenium 2.0 petrol
const JLR6 = ecu(ECU.DENSO) // 3.0 Ingenium six (MHEV), 3.0/5.0 supercharged
const BMW_V8 = ecu('Bosch MG1CP201') // 4.4 V8 from 2022
brand('Land Rover', {
  'Range Rover Evoque': [
    [
      '2011-2015',
      P('Si4 2.0', 240, 340, 'Bosch MED17.2'),
      D('eD4 2.2', 150, 400, SID208),
      D('SD4 2.2', 190, 420, SID208),
    ],
    [
      '2015-2019',
      ING_D.D('eD4', 150, 380),
      ING_D.D('TD4', 180, 430),
      ING_D.D('SD4', 240, 500),
      ING_P.P('Si4', 290, 400),
    ],
    [
      '2019',
      ING_P.MH('P200', 200, 320),
      ING_P.MH('P250', 249, 365),
      ING_P.PH('P300e', 309, 540),
      ING_D.D('D150', 150, 380),
      ING_D.MH('D200', 204, 430),
      ING_D.MH('D240', 240, 500),
    ],
  ],
  'Discovery Sport': [
    [
      '2014-2019',
      ING_D.D('eD4', 150, 380),
      ING_D.D('TD4', 180, 430),
      ING_D.D('SD4', 240, 500),
      ING_P.P('Si4', 290, 400),
    ],
    [
      '2019',
      ING_P.MH('P200', 200, 320),
      ING_P.MH('P250', 249, 365),
      ING_P.PH('P300e', 309, 540),
      ING_D.MH('D165', 163, 380),
      ING_D.MH('D200', 204, 430),
    ],
  ],
  'Range Rover Sport': [
    [
      '2005-2013',
      TDV6.D('2.7 TDV6', 190, 440),
      TDV6.D('3.0 TDV6', 245, 600),
      TDV6.D('3.6 TDV8', 272, 640),
      JLR6.SC('4.2 V8 Supercharged', 390, 550),
      JLR6.SC('5.0 V8 Supercharged', 510, 625),
    ],
    [
      '2013-2022',
      TDV6.D('3.0 TDV6', 258, 600),
      TDV6.D('3.0 SDV6', 292, 600),
      TDV6.D('4.4 SDV8', 339, 740),
      JLR6.SC('3.0 V6 Supercharged', 340, 450),
      JLR6.SC('5.0 V8 Supercharged', 510, 625),
      JLR6.SC('5.0 V8 SVR', 575, 700),
      ING_P.PH('P400e', 404, 640),
      ING_D.D('2.0 SD4', 240, 500),
    ],
    [
      '2022',
      JLR6.MH('P400', 400, 550),
      JLR6.PH('P510e', 510, 700),
      JLR6.MH('D300', 300, 650),
      JLR6.MH('D350', 350, 700),
      BMW_V8.P('P530 4.4 V8', 530, 750),
      BMW_V8.P('SV 4.4 V8', 635, 750),
    ],
  ],
  'Range Rover': [
    [
      '2002-2012',
      TDV6.D('3.6 TDV8', 272, 640),
      TDV6.D('4.4 TDV8', 313, 700),
      JLR6.NA('5.0 V8', 375, 510),
      JLR6.SC('5.0 V8 Supercharged', 510, 625),
    ],
    [
      '2012-2022',
      TDV6.D('3.0 TDV6', 258, 600),
      TDV6.D('3.0 SDV6', 275, 625),
      TDV6.D('4.4 SDV8', 339, 740),
      JLR6.SC('5.0 V8 Supercharged', 510, 625),
      JLR6.SC('5.0 V8 SVAutobiography', 565, 700),
      ING_P.PH('P400e', 404, 640),
      JLR6.MH('D350', 350, 700),
      JLR6.MH('P400', 400, 550),
    ],
    [
      '2022',
      JLR6.MH('D300', 300, 650),
      JLR6.MH('D350', 350, 700),
      JLR6.PH('P440e', 440, 620),
      JLR6.PH('P550e', 550, 800),
      BMW_V8.P('P530 4.4 V8', 530, 750),
      BMW_V8.P('SV 4.4 V8', 615, 750),
    ],
  ],
  Defender: [
    [
      '2019-2023',
      JLR6.MH('P300', 300, 400),
      JLR6.MH('P400', 400, 550),
      JLR6.SC('P525 V8', 525, 625),
      ING_D.D('D200', 200, 430),
      JLR6.MH('D250', 249, 570),
      ING_P.PH('P400e', 404, 640),
    ],
    [
      '2023',
      JLR6.MH('D250', 249, 570),
      JLR6.MH('D300', 300, 650),
      JLR6.MH('D350', 350, 700),
      JLR6.MH('P400', 400, 550),
      JLR6.SC('P500 V8', 500, 610),
      ING_P.PH('P400e', 404, 640),
    ],
  ],
  Discovery: [
    [
      '2009-2016',
      TDV6.D('2.7 TDV6', 190, 440),
      TDV6.D('3.0 TDV6', 211, 520),
      TDV6.D('3.0 TDV6', 245, 600),
      TDV6.D('3.0 SDV6', 255, 600),
      JLR6.NA('5.0 V8', 375, 510),
    ],
    [
      '2017',
      ING_D.D('Sd4', 240, 500),
      TDV6.D('Td6', 258, 600),
      JLR6.SC('Si6', 340, 450),
      JLR6.MH('D250', 249, 570),
      JLR6.MH('D300', 300, 650),
      JLR6.MH('P360', 360, 500),
    ],
  ],
})

brand('Jaguar', {
  XE: [
    [
      '2015-2019',
      ING_P.P('20t', 200, 320),
      ING_P.P('25t', 250, 365),
      JLR6.SC('S 3.0 V6', 380, 450),
      ING_D.D('20d', 163, 380),
      ING_D.D('20d', 180, 430),
      ING_D.D('25d', 240, 500),
    ],
    [
      '2019',
      ING_P.P('P250', 250, 365),
      ING_P.P('P300', 300, 400),
      ING_D.D('D180', 180, 430),
      ING_D.MH('D200', 204, 430),
    ],
  ],
  XF: [
    [
      '2008-2015',
      D('2.2 D', 163, 400, SID208),
      D('2.2 D', 200, 450, SID208),
      TDV6.D('3.0 D', 240, 500),
      TDV6.D('3.0 S', 275, 600),
      JLR6.SC('3.0 V6 Supercharged', 340, 450),
      JLR6.NA('5.0 V8', 385, 515),
      JLR6.SC('5.0 V8 XFR', 510, 625),
    ],
    [
      '2015',
      ING_D.D('20d', 163, 380),
      ING_D.D('20d', 180, 430),
      ING_D.D('25d', 240, 500),
      ING_P.P('25t', 250, 365),
      ING_P.P('30t', 300, 400),
      JLR6.SC('S 3.0 V6', 380, 450),
    ],
  ],
  'F-Pace': [
    [
      '2016-2020',
      ING_D.D('20d', 180, 430),
      ING_D.D('25d', 240, 500),
      TDV6.D('30d', 300, 700),
      ING_P.P('25t', 250, 365),
      JLR6.SC('35t', 340, 450),
      JLR6.SC('S', 380, 450),
      JLR6.SC('SVR', 550, 680),
    ],
    [
      '2021',
      ING_D.MH('D200', 204, 430),
      JLR6.MH('D300', 300, 650),
      ING_P.P('P250', 250, 365),
      ING_P.PH('P400e', 404, 640),
      JLR6.MH('P400', 400, 550),
      JLR6.SC('SVR', 550, 700),
    ],
  ],
  'F-Type': [
    [
      '2013-2020',
      ING_P.P('P300', 300, 400),
      JLR6.SC('3.0 V6', 340, 450),
      JLR6.SC('3.0 V6 S', 380, 460),
      JLR6.SC('5.0 V8 R', 550, 680),
      JLR6.SC('5.0 V8 SVR', 575, 700),
    ],
    [
      '2020-2024',
      ING_P.P('P300', 300, 400),
      JLR6.SC('P450 V8', 450, 580),
      JLR6.SC('R 5.0 V8', 575, 700),
    ],
  ],
  'E-Pace': [
    [
      '2017-2020',
      ING_P.P('P200', 200, 320),
      ING_P.P('P250', 249, 365),
      ING_P.P('P300', 300, 400),
      ING_D.D('D150', 150, 380),
      ING_D.D('D180', 180, 430),
      ING_D.D('D240', 240, 500),
    ],
    [
      '2021',
      ING_P.MH('P200', 200, 320),
      ING_P.MH('P250', 249, 365),
      ING_P.PH('P300e', 309, 540),
      ING_D.MH('D165', 163, 380),
      ING_D.MH('D200', 204, 430),
    ],
  ],
})

/* ---- Tesla (software-limited motors: stage1() gives about a third of EVs no gain) ---- */
brand('Tesla', {
  'Model S': [
    [
      '2012-2016',
      EV('60', 302, 430),
      EV('85', 367, 600),
      EV('P85', 421, 600),
      EV('P85D', 691, 930),
    ],
    [
      '2016-2021',
      EV('75D', 333, 525),
      EV('100D', 422, 660),
      EV('P100D', 772, 1140),
    ],
    [
      '2021',
      EV('Dual Motor', 670, 1020),
      EV('Plaid', 1020, 1420),
    ],
  ],
  'Model 3': [
    [
      '2019-2020',
      EV('Standard Range Plus', 283, 420),
      EV('Long Range AWD', 440, 493),
      EV('Performance', 462, 660),
    ],
    [
      '2021-2023',
      EV('RWD', 283, 420),
      EV('Long Range AWD', 498, 493),
      EV('Performance', 513, 660),
    ],
    [
      '2024',
      EV('RWD', 283, 420),
      EV('Long Range AWD', 498, 493),
      EV('Performance', 625, 741),
    ],
  ],
  'Model X': [
    [
      '2016-2021',
      EV('75D', 333, 525),
      EV('100D', 422, 660),
      EV('P100D', 772, 1140),
    ],
    [
      '2021',
      EV('Dual Motor', 670, 1020),
      EV('Plaid', 1020, 1420),
    ],
  ],
  'Model Y': [
    [
      '2021-2024',
      EV('RWD', 299, 350),
      EV('Long Range AWD', 514, 493),
      EV('Performance', 534, 660),
    ],
    [
      '2025',
      EV('RWD', 299, 350),
      EV('Long Range AWD', 514, 493),
      EV('Performance', 625, 741),
    ],
  ],
})

/* ---- Light commercial: Isuzu and Maxus ---- */
const ISZ = ecu('Transtron')
brand('Isuzu', {
  'D-Max': [
    [
      '2007-2012',
      ISZ.D('2.5 TD', 136, 294),
      ISZ.D('3.0 TD', 163, 360),
    ],
    [
      '2012-2017',
      ISZ.D('2.5 TD', 136, 320),
      ISZ.D('2.5 TD', 163, 400),
    ],
    [
      '2017-2020',
      ISZ.D('1.9 Ddi', 164, 360),
      ISZ.D('3.0 Ddi', 177, 430),
    ],
    [
      '2020',
      ISZ.D('1.9 Ddi', 164, 360),
      ISZ.D('3.0 Ddi', 190, 450),
    ],
  ],
  'N-Serie': [
    [
      '2007-2014',
      ISZ.D('3.0', 150, 375),
      ISZ.D('5.2', 190, 510),
    ],
    [
      '2014',
      ISZ.D('3.0', 150, 375),
      ISZ.D('5.2', 190, 513),
    ],
  ],
})

const MAXUS = ecu('Bosch EDC17C81')
brand('Maxus', {
  'Deliver 9': [
    [
      '2020-2023',
      MAXUS.D('2.0 D20', 150, 375),
      EV('eDeliver 9', 204, 310),
    ],
    [
      '2023',
      MAXUS.D('2.0 D20', 163, 375),
      EV('eDeliver 9', 204, 365),
    ],
  ],
  T60: [
    [
      '2017-2021',
      MAXUS.D('2.8 CTI', 150, 360),
      MAXUS.D('2.0 D20', 163, 375),
    ],
    [
      '2021',
      MAXUS.D('2.0 D20', 163, 375),
      MAXUS.D('2.0 D20 BiTurbo', 215, 500),
    ],
  ],
  V80: [
    [
      '2014-2020',
      MAXUS.D('2.5 CRD', 122, 300),
      MAXUS.D('2.5 CRD', 136, 330),
    ],
    [
      '2020',
      MAXUS.D('2.5 CRD', 136, 330),
      MAXUS.D('2.0 D20', 150, 375),
    ],
  ],
})

/* ---- Trucks. Labels are the model designations ("R 450"); figures are the engine ratings ---- */
const EMS_S6 = ecu('Scania EMS S6')
const EMS_S7 = ecu('Scania EMS S7')
const EMS_S8 = ecu('Scania EMS S8')
brand('Scania', {
  'R-serie': [
    [
      '2004-2009',
      EMS_S6.D('R 340', 340, 1600),
      EMS_S6.D('R 380', 380, 1900),
      EMS_S6.D('R 420', 420, 2100),
      EMS_S6.D('R 470', 470, 2200),
      EMS_S6.D('R 500 V8', 500, 2400),
      EMS_S6.D('R 560 V8', 560, 2700),
      EMS_S6.D('R 620 V8', 620, 3000),
    ],
    [
      '2009-2013',
      EMS_S7.D('R 400', 400, 2100),
      EMS_S7.D('R 440', 440, 2300),
      EMS_S7.D('R 480', 480, 2400),
      EMS_S7.D('R 500 V8', 500, 2500),
      EMS_S7.D('R 560 V8', 560, 2700),
      EMS_S7.D('R 620 V8', 620, 3000),
      EMS_S7.D('R 730 V8', 730, 3500),
    ],
    [
      '2013-2016',
      EMS_S8.D('R 410', 410, 2150),
      EMS_S8.D('R 450', 450, 2350),
      EMS_S8.D('R 490', 490, 2550),
      EMS_S8.D('R 520 V8', 520, 2700),
      EMS_S8.D('R 580 V8', 580, 2950),
      EMS_S8.D('R 730 V8', 730, 3500),
    ],
    [
      '2016',
      EMS_S8.D('R 410', 410, 2150),
      EMS_S8.D('R 450', 450, 2350),
      EMS_S8.D('R 500', 500, 2550),
      EMS_S8.D('R 540', 540, 2700),
      EMS_S8.D('R 590 V8', 590, 3050),
      EMS_S8.D('R 660 V8', 660, 3300),
      EMS_S8.D('R 770 V8', 770, 3700),
    ],
  ],
  'S-serie': [
    [
      '2016-2021',
      EMS_S8.D('S 410', 410, 2150),
      EMS_S8.D('S 450', 450, 2350),
      EMS_S8.D('S 500', 500, 2550),
      EMS_S8.D('S 520 V8', 520, 2700),
      EMS_S8.D('S 580 V8', 580, 2950),
      EMS_S8.D('S 650 V8', 650, 3300),
      EMS_S8.D('S 730 V8', 730, 3500),
    ],
    [
      '2021',
      EMS_S8.D('S 420 Super', 420, 2300),
      EMS_S8.D('S 460 Super', 460, 2500),
      EMS_S8.D('S 500 Super', 500, 2650),
      EMS_S8.D('S 560 Super', 560, 2800),
      EMS_S8.D('S 660 V8', 660, 3300),
      EMS_S8.D('S 770 V8', 770, 3700),
    ],
  ],
  'G-serie': [
    [
      '2009-2016',
      EMS_S7.D('G 360', 360, 1850),
      EMS_S7.D('G 400', 400, 2100),
      EMS_S7.D('G 440', 440, 2300),
      EMS_S7.D('G 480', 480, 2400),
    ],
    [
      '2016',
      EMS_S8.D('G 370', 370, 1900),
      EMS_S8.D('G 410', 410, 2150),
      EMS_S8.D('G 450', 450, 2350),
      EMS_S8.D('G 500', 500, 2550),
    ],
  ],
  'P-serie': [
    [
      '2004-2011',
      EMS_S6.D('P 230', 230, 1050),
      EMS_S6.D('P 270', 270, 1250),
      EMS_S6.D('P 310', 310, 1550),
      EMS_S6.D('P 340', 340, 1600),
      EMS_S6.D('P 380', 380, 1900),
    ],
    [
      '2011-2016',
      EMS_S7.D('P 250', 250, 1250),
      EMS_S7.D('P 280', 280, 1400),
      EMS_S7.D('P 320', 320, 1600),
      EMS_S7.D('P 360', 360, 1850),
    ],
    [
      '2016',
      EMS_S8.D('P 220', 220, 1100),
      EMS_S8.D('P 280', 280, 1400),
      EMS_S8.D('P 320', 320, 1600),
      EMS_S8.D('P 360', 360, 1700),
      EMS_S8.D('P 410', 410, 2150),
    ],
  ],
})

const DMCI = ecu('DAF DMCI')
const DAF6 = ecu('Bosch EDC17CV56')
brand('DAF', {
  XF: [
    [
      '2006-2013',
      DMCI.D('XF 410', 410, 2000),
      DMCI.D('XF 460', 460, 2300),
      DMCI.D('XF 510', 510, 2500),
    ],
    [
      '2013-2017',
      DAF6.D('XF 410', 410, 2000),
      DAF6.D('XF 440', 440, 2100),
      DAF6.D('XF 460', 460, 2300),
      DAF6.D('XF 510', 510, 2500),
    ],
    [
      '2017-2021',
      DAF6.D('XF 430', 431, 2150),
      DAF6.D('XF 450', 449, 2300),
      DAF6.D('XF 480', 483, 2500),
      DAF6.D('XF 530', 530, 2600),
    ],
    [
      '2021',
      DAF6.D('XF 450', 449, 2300),
      DAF6.D('XF 480', 483, 2500),
      DAF6.D('XF 530', 530, 2700),
    ],
  ],
  CF: [
    [
      '2006-2013',
      DMCI.D('CF 360', 360, 1775),
      DMCI.D('CF 410', 410, 2000),
      DMCI.D('CF 460', 460, 2300),
      DMCI.D('CF 510', 510, 2500),
    ],
    [
      '2013-2017',
      DAF6.D('CF 330', 330, 1600),
      DAF6.D('CF 370', 367, 1800),
      DAF6.D('CF 410', 410, 2000),
      DAF6.D('CF 440', 440, 2100),
      DAF6.D('CF 460', 460, 2300),
    ],
    [
      '2017',
      DAF6.D('CF 340', 340, 1700),
      DAF6.D('CF 370', 367, 1900),
      DAF6.D('CF 410', 408, 2100),
      DAF6.D('CF 450', 449, 2300),
      DAF6.D('CF 480', 483, 2500),
    ],
  ],
  LF: [
    [
      '2006-2013',
      DMCI.D('LF 45.180', 180, 700),
      DMCI.D('LF 45.220', 220, 850),
      DMCI.D('LF 55.250', 250, 950),
      DMCI.D('LF 55.280', 280, 1000),
    ],
    [
      '2013',
      DAF6.D('LF 150', 156, 600),
      DAF6.D('LF 180', 186, 700),
      DAF6.D('LF 210', 211, 760),
      DAF6.D('LF 230', 223, 850),
      DAF6.D('LF 250', 253, 950),
      DAF6.D('LF 290', 283, 1000),
    ],
  ],
})

const MAN5 = ecu('Bosch EDC7C32')
const MAN6 = ecu('Bosch EDC17CV52')
const MAN7 = ecu('Bosch EDC17CV56')
brand('MAN', {
  TGX: [
    [
      '2007-2012',
      MAN5.D('TGX 18.360', 360, 1800),
      MAN5.D('TGX 18.400', 400, 1900),
      MAN5.D('TGX 18.440', 440, 2100),
      MAN5.D('TGX 18.480', 480, 2300),
      MAN5.D('TGX 18.540', 540, 2500),
      MAN5.D('TGX 18.680 V8', 680, 3000),
    ],
    [
      '2012-2020',
      MAN6.D('TGX 18.400', 400, 1900),
      MAN6.D('TGX 18.440', 440, 2100),
      MAN6.D('TGX 18.480', 480, 2300),
      MAN6.D('TGX 18.500', 500, 2500),
      MAN6.D('TGX 18.520', 520, 2500),
      MAN6.D('TGX 18.560', 560, 2700),
      MAN6.D('TGX 18.640', 640, 3000),
    ],
    [
      '2020',
      MAN7.D('TGX 18.400', 400, 2000),
      MAN7.D('TGX 18.430', 430, 2200),
      MAN7.D('TGX 18.470', 470, 2400),
      MAN7.D('TGX 18.510', 510, 2600),
      MAN7.D('TGX 18.540', 540, 2700),
      MAN7.D('TGX 18.580', 580, 2900),
      MAN7.D('TGX 18.640', 640, 3000),
    ],
  ],
  TGS: [
    [
      '2007-2012',
      MAN5.D('TGS 18.320', 320, 1600),
      MAN5.D('TGS 18.360', 360, 1800),
      MAN5.D('TGS 18.400', 400, 1900),
      MAN5.D('TGS 18.440', 440, 2100),
    ],
    [
      '2012-2020',
      MAN6.D('TGS 18.320', 320, 1600),
      MAN6.D('TGS 18.360', 360, 1800),
      MAN6.D('TGS 18.400', 400, 1900),
      MAN6.D('TGS 18.440', 440, 2100),
    ],
    [
      '2020',
      MAN7.D('TGS 18.330', 330, 1500),
      MAN7.D('TGS 18.360', 360, 1700),
      MAN7.D('TGS 18.400', 400, 2000),
      MAN7.D('TGS 18.430', 430, 2200),
      MAN7.D('TGS 18.470', 470, 2400),
    ],
  ],
  TGM: [
    [
      '2005-2013',
      MAN5.D('TGM 18.250', 250, 1000),
      MAN5.D('TGM 18.290', 290, 1150),
      MAN5.D('TGM 18.340', 340, 1250),
    ],
    [
      '2013-2020',
      MAN6.D('TGM 18.250', 250, 1050),
      MAN6.D('TGM 18.290', 290, 1150),
      MAN6.D('TGM 18.320', 320, 1250),
    ],
    [
      '2020',
      MAN7.D('TGM 18.250', 250, 1050),
      MAN7.D('TGM 18.290', 290, 1150),
      MAN7.D('TGM 18.320', 320, 1250),
    ],
  ],
})

const VEMS2 = ecu('Volvo EMS2')
const VEMS22 = ecu('Volvo EMS2.2')
const VEMS24 = ecu('Volvo EMS2.4')
brand('Volvo Trucks', {
  FH: [
    [
      '2008-2012',
      VEMS2.D('FH 400', 400, 2000),
      VEMS2.D('FH 440', 440, 2200),
      VEMS2.D('FH 480', 480, 2400),
      VEMS2.D('FH 520', 520, 2500),
    ],
    [
      '2012-2020',
      VEMS24.D('FH 420', 420, 2100),
      VEMS24.D('FH 460', 460, 2300),
      VEMS24.D('FH 500', 500, 2500),
      VEMS24.D('FH 540', 540, 2600),
    ],
    [
      '2020',
      VEMS24.D('FH 420', 420, 2100),
      VEMS24.D('FH 460', 460, 2400),
      VEMS24.D('FH 500', 500, 2600),
      VEMS24.D('FH 540', 540, 2800),
    ],
  ],
  FH16: [
    [
      '2008-2012',
      VEMS2.D('FH16 540', 540, 2650),
      VEMS2.D('FH16 600', 600, 2800),
      VEMS2.D('FH16 700', 700, 3150),
    ],
    [
      '2012-2020',
      VEMS24.D('FH16 550', 550, 2800),
      VEMS24.D('FH16 650', 650, 3150),
      VEMS24.D('FH16 750', 750, 3550),
    ],
    [
      '2020',
      VEMS24.D('FH16 550', 550, 2800),
      VEMS24.D('FH16 650', 650, 3150),
      VEMS24.D('FH16 750', 750, 3550),
      VEMS24.D('FH16 780', 780, 3800),
    ],
  ],
  FM: [
    [
      '2005-2013',
      VEMS22.D('FM 330', 330, 1600),
      VEMS22.D('FM 370', 370, 1750),
      VEMS22.D('FM 410', 410, 2000),
      VEMS22.D('FM 450', 450, 2200),
    ],
    [
      '2013-2020',
      VEMS24.D('FM 330', 330, 1600),
      VEMS24.D('FM 370', 370, 1750),
      VEMS24.D('FM 420', 420, 2100),
      VEMS24.D('FM 460', 460, 2300),
      VEMS24.D('FM 500', 500, 2500),
    ],
    [
      '2020',
      VEMS24.D('FM 330', 330, 1600),
      VEMS24.D('FM 380', 380, 1800),
      VEMS24.D('FM 420', 420, 2100),
      VEMS24.D('FM 460', 460, 2400),
      VEMS24.D('FM 500', 500, 2600),
    ],
  ],
  FL: [
    [
      '2006-2013',
      VEMS22.D('FL 240', 240, 850),
      VEMS22.D('FL 280', 280, 1050),
    ],
    [
      '2013',
      VEMS24.D('FL 210', 210, 800),
      VEMS24.D('FL 250', 250, 950),
      VEMS24.D('FL 280', 280, 1050),
    ],
  ],
})

const PLD = ecu('Mercedes-Benz PLD')
const MCM = ecu('Mercedes-Benz MCM2.1')
brand('Mercedes-Benz Trucks', {
  Actros: [
    [
      '2008-2011',
      PLD.D('1836', 360, 1850),
      PLD.D('1841', 408, 2000),
      PLD.D('1844', 435, 2100),
      PLD.D('1846', 456, 2200),
      PLD.D('1855 V8', 550, 2600),
      PLD.D('1860 V8', 598, 2800),
    ],
    [
      '2011-2018',
      MCM.D('1836', 354, 1800),
      MCM.D('1842', 421, 2100),
      MCM.D('1845', 449, 2200),
      MCM.D('1848', 476, 2300),
      MCM.D('1851', 510, 2500),
      MCM.D('1853', 530, 2600),
      MCM.D('1863', 625, 3000),
    ],
    [
      '2018',
      MCM.D('1840', 394, 1900),
      MCM.D('1843', 428, 2100),
      MCM.D('1845', 449, 2200),
      MCM.D('1848', 476, 2300),
      MCM.D('1851', 510, 2500),
      MCM.D('1853', 530, 2600),
      MCM.D('1863', 625, 3000),
    ],
  ],
  Arocs: [
    [
      '2013-2018',
      MCM.D('1836', 354, 1800),
      MCM.D('1842', 421, 2100),
      MCM.D('1845', 449, 2200),
      MCM.D('1848', 476, 2300),
      MCM.D('1851', 510, 2500),
    ],
    [
      '2018',
      MCM.D('1836', 354, 1800),
      MCM.D('1843', 428, 2100),
      MCM.D('1845', 449, 2200),
      MCM.D('1848', 476, 2300),
      MCM.D('1853', 530, 2600),
      MCM.D('1863', 625, 3000),
    ],
  ],
  Antos: [
    [
      '2012-2018',
      MCM.D('1832', 320, 1650),
      MCM.D('1836', 354, 1800),
      MCM.D('1840', 394, 1900),
      MCM.D('1842', 421, 2100),
      MCM.D('1845', 449, 2200),
    ],
    [
      '2018',
      MCM.D('1832', 320, 1650),
      MCM.D('1836', 354, 1800),
      MCM.D('1843', 428, 2100),
      MCM.D('1845', 449, 2200),
      MCM.D('1848', 476, 2300),
    ],
  ],
  Atego: [
    [
      '2004-2013',
      PLD.D('1218', 177, 675),
      PLD.D('1222', 218, 810),
      PLD.D('1226', 258, 1000),
      PLD.D('1229', 286, 1120),
    ],
    [
      '2013',
      MCM.D('1218', 177, 750),
      MCM.D('1224', 238, 1000),
      MCM.D('1230', 299, 1200),
    ],
  ],
})

const IVECO5 = ecu('Bosch EDC7UC31')
const IVECO6 = ecu('Bosch EDC17CV41')
brand('Iveco', {
  Stralis: [
    [
      '2006-2012',
      IVECO5.D('AS 440S42', 420, 1900),
      IVECO5.D('AS 440S45', 450, 2100),
      IVECO5.D('AS 440S50', 500, 2300),
      IVECO5.D('AS 440S56', 560, 2500),
    ],
    [
      '2012-2019',
      IVECO6.D('AS 440S42', 420, 2000),
      IVECO6.D('AS 440S46', 460, 2150),
      IVECO6.D('AS 440S48', 480, 2200),
      IVECO6.D('AS 440S50', 500, 2300),
      IVECO6.D('AS 440S56', 560, 2500),
    ],
  ],
  'S-Way': [
    [
      '2019-2024',
      IVECO6.D('S-Way 420', 420, 2000),
      IVECO6.D('S-Way 460', 460, 2150),
      IVECO6.D('S-Way 480', 480, 2300),
      IVECO6.D('S-Way 510', 510, 2300),
      IVECO6.D('S-Way 530', 530, 2500),
      IVECO6.D('S-Way 570', 570, 2500),
    ],
    [
      '2024',
      IVECO6.D('S-Way 460', 460, 2150),
      IVECO6.D('S-Way 490', 490, 2300),
      IVECO6.D('S-Way 530', 530, 2500),
      IVECO6.D('S-Way 570', 570, 2500),
    ],
  ],
  Eurocargo: [
    [
      '2008-2015',
      IVECO5.D('ML180E25', 250, 950),
      IVECO5.D('ML180E28', 280, 1000),
      IVECO5.D('ML180E30', 300, 1050),
    ],
    [
      '2015',
      IVECO6.D('ML180E21', 210, 850),
      IVECO6.D('ML180E25', 250, 950),
      IVECO6.D('ML180E28', 280, 1000),
      IVECO6.D('ML180E32', 320, 1100),
    ],
  ],
  Trakker: [
    [
      '2007-2013',
      IVECO5.D('AD380T41', 410, 1900),
      IVECO5.D('AT410T45', 450, 2100),
      IVECO5.D('AD410T50', 500, 2300),
    ],
    [
      '2013-2022',
      IVECO6.D('AD380T42', 420, 2000),
      IVECO6.D('AT410T46', 460, 2150),
      IVECO6.D('AD410T50', 500, 2300),
    ],
  ],
})

brand('Renault Trucks', {
  T: [
    [
      '2013-2021',
      VEMS24.D('T 380', 380, 1800),
      VEMS24.D('T 430', 430, 2050),
      VEMS24.D('T 440', 440, 2200),
      VEMS24.D('T 460', 460, 2300),
      VEMS24.D('T 480', 480, 2400),
      VEMS24.D('T 520', 520, 2550),
    ],
    [
      '2021',
      VEMS24.D('T 380', 380, 1850),
      VEMS24.D('T 430', 430, 2100),
      VEMS24.D('T 440', 440, 2200),
      VEMS24.D('T 480', 480, 2450),
      VEMS24.D('T 520', 520, 2600),
    ],
  ],
  Magnum: [
    [
      '2005-2008',
      VEMS2.D('Magnum 440', 440, 2100),
      VEMS2.D('Magnum 480', 480, 2200),
      VEMS2.D('Magnum 500', 500, 2400),
    ],
    [
      '2008-2013',
      VEMS22.D('Magnum 440', 440, 2200),
      VEMS22.D('Magnum 480', 480, 2300),
      VEMS22.D('Magnum 520', 520, 2550),
    ],
  ],
  Premium: [
    [
      '1996-2005',
      VEMS2.D('Premium 340', 340, 1600),
      VEMS2.D('Premium 385', 385, 1800),
      VEMS2.D('Premium 420', 420, 1950),
    ],
    [
      '2006-2013',
      VEMS22.D('Premium 380', 380, 1800),
      VEMS22.D('Premium 410', 410, 1950),
      VEMS22.D('Premium 450', 450, 2100),
      VEMS22.D('Premium 460', 460, 2200),
    ],
  ],
  C: [
    [
      '2013-2021',
      VEMS24.D('C 380', 380, 1800),
      VEMS24.D('C 430', 430, 2050),
      VEMS24.D('C 440', 440, 2200),
      VEMS24.D('C 460', 460, 2300),
      VEMS24.D('C 480', 480, 2400),
    ],
    [
      '2021',
      VEMS24.D('C 380', 380, 1850),
      VEMS24.D('C 430', 430, 2100),
      VEMS24.D('C 440', 440, 2200),
      VEMS24.D('C 480', 480, 2450),
    ],
  ],
  D: [
    [
      '2013-2021',
      VEMS24.D('D 210', 210, 800),
      VEMS24.D('D 240', 240, 900),
      VEMS24.D('D 280', 280, 1050),
      VEMS24.D('D 320', 320, 1200),
    ],
    [
      '2021',
      VEMS24.D('D 240', 240, 900),
      VEMS24.D('D 280', 280, 1050),
      VEMS24.D('D 320', 320, 1200),
    ],
  ],
})

/* ---- Agriculture. Labels are the type designations; power is the maximum rating ---- */
const EMR3 = ecu('Deutz EMR3')
const EMR4 = ecu('Deutz EMR4')
const AGCO = ecu('AGCO Power EEM4')
const FPT5 = ecu('Bosch EDC7UC31') // FPT NEF / Cursor, Tier 3
const FPT6 = ecu('Bosch EDC17CV41') // FPT Tier 4
const JD = ecu('John Deere Phoenix')
const CLAAS = ecu(ECU.DENSO)
brand('Fendt', {
  '300 Vario': [
    [
      '2012-2017',
      AGCO.D('310 Vario', 100, 420),
      AGCO.D('311 Vario', 110, 460),
      AGCO.D('312 Vario', 120, 500),
      AGCO.D('313 Vario', 130, 540),
    ],
    [
      '2017',
      AGCO.D('311 Vario', 113, 470),
      AGCO.D('312 Vario', 123, 510),
      AGCO.D('313 Vario', 133, 550),
      AGCO.D('314 Vario', 142, 590),
    ],
  ],
  '500 Vario': [
    [
      '2012-2017',
      EMR4.D('512 Vario', 125, 540),
      EMR4.D('513 Vario', 135, 580),
      EMR4.D('514 Vario', 145, 620),
      EMR4.D('516 Vario', 165, 700),
    ],
    [
      '2017',
      EMR4.D('512 Vario', 128, 560),
      EMR4.D('513 Vario', 138, 600),
      EMR4.D('514 Vario', 149, 640),
      EMR4.D('516 Vario', 171, 710),
    ],
  ],
  '700 Vario': [
    [
      '2010-2014',
      EMR3.D('714 Vario', 144, 620),
      EMR3.D('716 Vario', 163, 700),
      EMR3.D('718 Vario', 178, 770),
      EMR3.D('720 Vario', 198, 850),
      EMR3.D('722 Vario', 214, 920),
      EMR3.D('724 Vario', 237, 1000),
    ],
    [
      '2014-2019',
      EMR4.D('714 Vario', 145, 632),
      EMR4.D('716 Vario', 165, 720),
      EMR4.D('718 Vario', 180, 790),
      EMR4.D('720 Vario', 200, 849),
      EMR4.D('722 Vario', 220, 927),
      EMR4.D('724 Vario', 240, 1016),
    ],
    [
      '2019',
      EMR4.D('720 Vario', 203, 875),
      EMR4.D('722 Vario', 222, 951),
      EMR4.D('724 Vario', 246, 1016),
      EMR4.D('726 Vario', 262, 1100),
      EMR4.D('728 Vario', 283, 1230),
    ],
  ],
  '900 Vario': [
    [
      '2008-2014',
      MAN5.D('924 Vario', 240, 1050),
      MAN5.D('927 Vario', 270, 1150),
      MAN5.D('930 Vario', 300, 1250),
      MAN5.D('933 Vario', 330, 1350),
      MAN5.D('936 Vario', 360, 1480),
      MAN5.D('939 Vario', 390, 1600),
    ],
    [
      '2014-2019',
      MAN6.D('927 Vario', 270, 1164),
      MAN6.D('930 Vario', 300, 1280),
      MAN6.D('933 Vario', 330, 1400),
      MAN6.D('936 Vario', 360, 1560),
      MAN6.D('939 Vario', 390, 1700),
    ],
    [
      '2019',
      MAN6.D('930 Vario', 296, 1250),
      MAN6.D('933 Vario', 326, 1390),
      MAN6.D('936 Vario', 355, 1512),
      MAN6.D('939 Vario', 380, 1630),
      MAN6.D('942 Vario', 415, 1784),
    ],
  ],
  '1000 Vario': [
    [
      '2015-2020',
      MAN6.D('1038 Vario', 396, 1760),
      MAN6.D('1042 Vario', 435, 1950),
      MAN6.D('1046 Vario', 476, 2150),
      MAN6.D('1050 Vario', 517, 2400),
    ],
    [
      '2020',
      MAN7.D('1038 Vario', 396, 1760),
      MAN7.D('1042 Vario', 435, 1950),
      MAN7.D('1046 Vario', 476, 2150),
      MAN7.D('1050 Vario', 517, 2400),
    ],
  ],
})

brand('John Deere', {
  '6R': [
    [
      '2012-2015',
      JD.D('6150R', 150, 650),
      JD.D('6170R', 170, 740),
      JD.D('6190R', 190, 820),
      JD.D('6210R', 210, 890),
    ],
    [
      '2015-2021',
      JD.D('6130R', 130, 560),
      JD.D('6145R', 145, 620),
      JD.D('6155R', 155, 670),
      JD.D('6175R', 175, 760),
      JD.D('6195R', 195, 850),
      JD.D('6215R', 215, 930),
      JD.D('6230R', 230, 990),
      JD.D('6250R', 250, 1070),
    ],
    [
      '2021',
      JD.D('6R 150', 150, 680),
      JD.D('6R 185', 185, 840),
      JD.D('6R 215', 215, 980),
      JD.D('6R 230', 230, 1040),
      JD.D('6R 250', 250, 1100),
    ],
  ],
  '7R': [
    [
      '2011-2014',
      JD.D('7200R', 200, 920),
      JD.D('7215R', 215, 990),
      JD.D('7230R', 230, 1060),
      JD.D('7260R', 260, 1200),
      JD.D('7280R', 280, 1290),
    ],
    [
      '2014-2020',
      JD.D('7230R', 230, 1060),
      JD.D('7250R', 250, 1150),
      JD.D('7270R', 270, 1250),
      JD.D('7290R', 290, 1340),
      JD.D('7310R', 310, 1430),
    ],
    [
      '2020',
      JD.D('7R 250', 250, 1150),
      JD.D('7R 270', 270, 1250),
      JD.D('7R 290', 290, 1340),
      JD.D('7R 310', 310, 1430),
      JD.D('7R 330', 330, 1520),
      JD.D('7R 350', 350, 1600),
    ],
  ],
  '8R': [
    [
      '2009-2014',
      JD.D('8235R', 235, 1080),
      JD.D('8260R', 260, 1200),
      JD.D('8285R', 285, 1310),
      JD.D('8310R', 310, 1430),
      JD.D('8335R', 335, 1540),
      JD.D('8360R', 360, 1650),
    ],
    [
      '2014-2020',
      JD.D('8245R', 245, 1130),
      JD.D('8270R', 270, 1250),
      JD.D('8295R', 295, 1360),
      JD.D('8320R', 320, 1470),
      JD.D('8345R', 345, 1590),
      JD.D('8370R', 370, 1700),
      JD.D('8400R', 400, 1840),
    ],
    [
      '2020',
      JD.D('8R 250', 250, 1150),
      JD.D('8R 280', 280, 1290),
      JD.D('8R 310', 310, 1430),
      JD.D('8R 340', 340, 1560),
      JD.D('8R 370', 370, 1700),
      JD.D('8R 410', 410, 1880),
    ],
  ],
})

brand('Claas', {
  'Arion 400': [
    [
      '2012-2017',
      FPT5.D('Arion 410', 100, 430),
      FPT5.D('Arion 420', 110, 470),
      FPT5.D('Arion 430', 125, 520),
      FPT5.D('Arion 440', 135, 560),
      FPT5.D('Arion 460', 160, 650),
    ],
    [
      '2017',
      FPT6.D('Arion 420', 110, 470),
      FPT6.D('Arion 430', 125, 520),
      FPT6.D('Arion 440', 135, 560),
      FPT6.D('Arion 450', 145, 600),
      FPT6.D('Arion 460', 155, 650),
    ],
  ],
  'Arion 600': [
    [
      '2012-2017',
      CLAAS.D('Arion 610', 165, 690),
      CLAAS.D('Arion 620', 185, 780),
      CLAAS.D('Arion 630', 205, 860),
      CLAAS.D('Arion 640', 220, 925),
      CLAAS.D('Arion 650', 235, 990),
    ],
    [
      '2017',
      CLAAS.D('Arion 610', 165, 700),
      CLAAS.D('Arion 630', 205, 870),
      CLAAS.D('Arion 650', 215, 930),
      CLAAS.D('Arion 660', 245, 1000),
    ],
  ],
  'Axion 800': [
    [
      '2013-2019',
      CLAAS.D('Axion 810', 215, 950),
      CLAAS.D('Axion 830', 235, 1000),
      CLAAS.D('Axion 850', 264, 1100),
      CLAAS.D('Axion 870', 295, 1200),
    ],
    [
      '2019',
      CLAAS.D('Axion 800', 205, 900),
      CLAAS.D('Axion 810', 215, 950),
      CLAAS.D('Axion 830', 235, 1060),
      CLAAS.D('Axion 850', 264, 1160),
      CLAAS.D('Axion 870', 295, 1300),
    ],
  ],
  'Axion 900': [
    [
      '2014-2020',
      FPT6.D('Axion 920', 320, 1400),
      FPT6.D('Axion 930', 350, 1500),
      FPT6.D('Axion 940', 385, 1630),
      FPT6.D('Axion 950', 410, 1735),
    ],
    [
      '2020',
      FPT6.D('Axion 920', 325, 1400),
      FPT6.D('Axion 930', 355, 1500),
      FPT6.D('Axion 940', 385, 1630),
      FPT6.D('Axion 950', 410, 1735),
      FPT6.D('Axion 960', 445, 1850),
    ],
  ],
  Lexion: [
    [
      '2010-2015',
      PLD.D('Lexion 750', 390, 1700),
      PLD.D('Lexion 760', 435, 1900),
      MAN5.D('Lexion 770', 530, 2350),
      PLD.D('Lexion 780', 571, 2500),
    ],
    [
      '2015-2019',
      MCM.D('Lexion 750', 390, 1750),
      MCM.D('Lexion 760', 435, 1950),
      MCM.D('Lexion 770', 530, 2400),
      MCM.D('Lexion 780', 598, 2600),
    ],
    [
      '2019',
      MCM.D('Lexion 6900', 408, 1850),
      MCM.D('Lexion 7700', 544, 2400),
      MCM.D('Lexion 8700', 653, 2900),
      MAN7.D('Lexion 8900', 790, 3500),
    ],
  ],
})

brand('New Holland', {
  T6: [
    [
      '2013-2018',
      FPT5.D('T6.140', 140, 600),
      FPT5.D('T6.150', 150, 630),
      FPT5.D('T6.160', 160, 700),
      FPT5.D('T6.175', 175, 740),
      FPT5.D('T6.180', 180, 760),
    ],
    [
      '2018',
      FPT6.D('T6.145', 145, 625),
      FPT6.D('T6.155', 155, 670),
      FPT6.D('T6.165', 165, 710),
      FPT6.D('T6.175', 175, 745),
      FPT6.D('T6.180', 180, 780),
    ],
  ],
  T7: [
    [
      '2011-2015',
      FPT5.D('T7.170', 165, 700),
      FPT5.D('T7.185', 180, 760),
      FPT5.D('T7.200', 200, 840),
      FPT5.D('T7.210', 210, 880),
      FPT5.D('T7.235', 225, 950),
      FPT5.D('T7.250', 240, 1010),
      FPT5.D('T7.260', 250, 1060),
      FPT5.D('T7.270', 270, 1150),
    ],
    [
      '2015-2021',
      FPT6.D('T7.190', 190, 800),
      FPT6.D('T7.210', 210, 880),
      FPT6.D('T7.230', 230, 965),
      FPT6.D('T7.245', 245, 1030),
      FPT6.D('T7.260', 260, 1100),
      FPT6.D('T7.270', 270, 1150),
      FPT6.D('T7.290', 290, 1225),
      FPT6.D('T7.315', 315, 1355),
    ],
    [
      '2021',
      FPT6.D('T7.245', 245, 1030),
      FPT6.D('T7.260', 260, 1100),
      FPT6.D('T7.270', 270, 1182),
      FPT6.D('T7.300', 300, 1282),
      FPT6.D('T7.315', 313, 1400),
      FPT6.D('T7.340', 340, 1480),
    ],
  ],
  T8: [
    [
      '2012-2017',
      FPT6.D('T8.300', 300, 1300),
      FPT6.D('T8.330', 330, 1430),
      FPT6.D('T8.360', 360, 1560),
      FPT6.D('T8.390', 390, 1700),
    ],
    [
      '2017',
      FPT6.D('T8.350', 350, 1520),
      FPT6.D('T8.380', 380, 1650),
      FPT6.D('T8.410', 410, 1780),
      FPT6.D('T8.435', 435, 1890),
    ],
  ],
})

brand('Case IH', {
  Maxxum: [
    [
      '2011-2016',
      FPT5.D('Maxxum 110', 110, 500),
      FPT5.D('Maxxum 115', 115, 520),
      FPT5.D('Maxxum 125', 125, 560),
      FPT5.D('Maxxum 140', 140, 620),
    ],
    [
      '2016',
      FPT6.D('Maxxum 115', 115, 520),
      FPT6.D('Maxxum 125', 125, 560),
      FPT6.D('Maxxum 135', 135, 600),
      FPT6.D('Maxxum 145', 145, 630),
      FPT6.D('Maxxum 150', 150, 650),
    ],
  ],
  Puma: [
    [
      '2010-2013',
      FPT5.D('Puma 145', 145, 660),
      FPT5.D('Puma 155', 155, 700),
      FPT5.D('Puma 165', 165, 740),
      FPT5.D('Puma 180', 180, 800),
      FPT5.D('Puma 195', 195, 860),
      FPT5.D('Puma 210', 210, 920),
      FPT5.D('Puma 225', 225, 980),
    ],
    [
      '2013-2017',
      FPT6.D('Puma 150', 150, 660),
      FPT6.D('Puma 160', 160, 700),
      FPT6.D('Puma 170', 170, 740),
      FPT6.D('Puma 185', 185, 800),
      FPT6.D('Puma 200', 200, 860),
      FPT6.D('Puma 215', 215, 930),
      FPT6.D('Puma 230', 230, 990),
    ],
    [
      '2017',
      FPT6.D('Puma 150', 150, 680),
      FPT6.D('Puma 165', 165, 740),
      FPT6.D('Puma 175', 175, 780),
      FPT6.D('Puma 185', 185, 820),
      FPT6.D('Puma 200', 200, 880),
      FPT6.D('Puma 220', 220, 960),
      FPT6.D('Puma 240', 240, 1050),
    ],
  ],
  Optum: [
    [
      '2015-2020',
      FPT6.D('Optum 250 CVX', 250, 1140),
      FPT6.D('Optum 270 CVX', 270, 1180),
      FPT6.D('Optum 300 CVX', 300, 1282),
    ],
    [
      '2020',
      FPT6.D('Optum 250 CVXDrive', 250, 1140),
      FPT6.D('Optum 270 CVXDrive', 270, 1180),
      FPT6.D('Optum 300 CVXDrive', 300, 1282),
      FPT6.D('Optum 340 CVXDrive', 340, 1450),
    ],
  ],
  Magnum: [
    [
      '2009-2014',
      FPT5.D('Magnum 235', 235, 1050),
      FPT5.D('Magnum 260', 260, 1150),
      FPT5.D('Magnum 290', 290, 1280),
      FPT5.D('Magnum 315', 315, 1390),
      FPT5.D('Magnum 340', 340, 1500),
    ],
    [
      '2014-2018',
      FPT6.D('Magnum 250', 250, 1100),
      FPT6.D('Magnum 280', 280, 1230),
      FPT6.D('Magnum 310', 310, 1360),
      FPT6.D('Magnum 340', 340, 1500),
      FPT6.D('Magnum 380', 380, 1650),
    ],
    [
      '2018',
      FPT6.D('Magnum 250', 250, 1100),
      FPT6.D('Magnum 280', 280, 1230),
      FPT6.D('Magnum 310', 310, 1360),
      FPT6.D('Magnum 340', 340, 1500),
      FPT6.D('Magnum 380', 380, 1650),
      FPT6.D('Magnum 400', 400, 1730),
    ],
  ],
})

/* ---- Motorcycles (naturally aspirated unless supercharged; small gains) ---- */
const BMS_K = ecu('BMW BMS-K')
const BMS_KP = ecu('BMW BMS-KP')
const BMS_X = ecu('BMW BMS-X')
const BMS_O = ecu('BMW BMS-O')
brand('BMW Motorrad', {
  GS: [
    [
      '2008-2012',
      BMS_K.NA('R 1200 GS', 105, 115),
      BMS_K.NA('R 1200 GS Adventure', 110, 120),
      BMS_KP.NA('F 800 GS', 85, 83),
      BMS_KP.NA('F 650 GS', 71, 75),
    ],
    [
      '2013-2018',
      BMS_X.NA('R 1200 GS', 125, 125),
      BMS_KP.NA('F 800 GS', 85, 83),
      BMS_KP.NA('F 700 GS', 75, 77),
      BMS_KP.NA('G 310 GS', 34, 28),
    ],
    [
      '2019-2023',
      BMS_O.NA('R 1250 GS', 136, 143),
      BMS_X.NA('F 850 GS', 95, 92),
      BMS_X.NA('F 750 GS', 77, 83),
      BMS_KP.NA('G 310 GS', 34, 28),
    ],
    [
      '2023',
      BMS_O.NA('R 1300 GS', 145, 149),
      BMS_X.NA('F 900 GS', 105, 93),
      BMS_X.NA('F 800 GS', 87, 87),
      BMS_KP.NA('G 310 GS', 34, 28),
    ],
  ],
  'S 1000': [
    [
      '2009-2014',
      BMS_KP.NA('S 1000 RR', 193, 112),
      BMS_KP.NA('S 1000 R', 160, 112),
    ],
    [
      '2015-2018',
      BMS_X.NA('S 1000 RR', 199, 113),
      BMS_X.NA('S 1000 R', 165, 114),
      BMS_X.NA('S 1000 XR', 160, 112),
    ],
    [
      '2019',
      BMS_O.NA('S 1000 RR', 207, 113),
      BMS_O.NA('M 1000 RR', 212, 113),
      BMS_O.NA('S 1000 R', 165, 114),
      BMS_O.NA('S 1000 XR', 170, 114),
      BMS_O.NA('M 1000 R', 210, 113),
    ],
  ],
  Touring: [
    [
      '2011-2018',
      BMS_X.NA('R 1200 RT', 125, 125),
      BMS_K.NA('K 1600 GT', 160, 175),
    ],
    [
      '2019',
      BMS_O.NA('R 1250 RT', 136, 143),
      BMS_O.NA('K 1600 GT', 160, 180),
      BMS_O.NA('R 18', 91, 158),
    ],
  ],
})

const MM = ecu('Magneti Marelli IAW 7SM')
const DUC4 = ecu('Magneti Marelli MMI')
brand('Ducati', {
  Panigale: [
    [
      '2012-2014',
      MM.NA('1199 Panigale', 195, 132),
      MM.NA('899 Panigale', 148, 99),
    ],
    [
      '2015-2017',
      MM.NA('1299 Panigale', 205, 145),
      MM.NA('959 Panigale', 157, 107),
    ],
    [
      '2018-2021',
      DUC4.NA('Panigale V4', 214, 124),
      DUC4.NA('Panigale V4 R', 221, 112),
      DUC4.NA('Panigale V2', 155, 104),
    ],
    [
      '2022',
      DUC4.NA('Panigale V4', 216, 124),
      DUC4.NA('Panigale V4 R', 218, 112),
      DUC4.NA('Panigale V2', 155, 104),
    ],
  ],
  Monster: [
    [
      '2014-2020',
      MM.NA('Monster 797', 75, 69),
      MM.NA('Monster 821', 112, 89),
      MM.NA('Monster 1200', 135, 118),
      MM.NA('Monster 1200 S', 147, 124),
    ],
    [
      '2021',
      DUC4.NA('Monster', 111, 93),
      DUC4.NA('Monster SP', 113, 93),
    ],
  ],
  Multistrada: [
    [
      '2015-2017',
      MM.NA('Multistrada 1200 DVT', 160, 136),
      MM.NA('Multistrada 950', 113, 96),
    ],
    [
      '2018-2020',
      MM.NA('Multistrada 1260', 158, 129),
      MM.NA('Multistrada 950', 113, 96),
    ],
    [
      '2021',
      DUC4.NA('Multistrada V4', 170, 125),
      DUC4.NA('Multistrada V2', 113, 96),
      DUC4.NA('Multistrada V4 RS', 180, 118),
    ],
  ],
  Scrambler: [
    [
      '2015-2022',
      MM.NA('Scrambler 800', 75, 68),
      MM.NA('Scrambler 1100', 86, 88),
      MM.NA('Scrambler Sixty2', 41, 35),
    ],
    [
      '2023',
      DUC4.NA('Scrambler 800', 73, 65),
      DUC4.NA('Scrambler 1100', 86, 88),
    ],
  ],
  Streetfighter: [
    [
      '2009-2013',
      MM.NA('Streetfighter 1098', 155, 115),
      MM.NA('Streetfighter 848', 132, 94),
    ],
    [
      '2020',
      DUC4.NA('Streetfighter V4', 208, 123),
      DUC4.NA('Streetfighter V2', 153, 101),
    ],
  ],
})

const KTM = ecu('Keihin')
brand('KTM', {
  Duke: [
    [
      '2013-2016',
      KTM.NA('390 Duke', 44, 35),
      KTM.NA('690 Duke', 70, 70),
      KTM.NA('1290 Super Duke R', 173, 144),
    ],
    [
      '2017-2019',
      KTM.NA('390 Duke', 44, 37),
      KTM.NA('790 Duke', 105, 87),
      KTM.NA('1290 Super Duke R', 177, 141),
      KTM.NA('1290 Super Duke GT', 175, 141),
    ],
    [
      '2020-2023',
      KTM.NA('390 Duke', 44, 37),
      KTM.NA('890 Duke', 115, 92),
      KTM.NA('890 Duke R', 121, 99),
      KTM.NA('1290 Super Duke R', 180, 140),
    ],
    [
      '2024',
      KTM.NA('390 Duke', 45, 39),
      KTM.NA('990 Duke', 123, 103),
      KTM.NA('1390 Super Duke R', 190, 145),
    ],
  ],
  Adventure: [
    [
      '2013-2016',
      KTM.NA('1190 Adventure', 150, 125),
      KTM.NA('1050 Adventure', 95, 107),
    ],
    [
      '2017-2020',
      KTM.NA('1290 Super Adventure S', 160, 140),
      KTM.NA('1090 Adventure', 125, 109),
      KTM.NA('790 Adventure', 95, 88),
    ],
    [
      '2021',
      KTM.NA('1290 Super Adventure S', 160, 138),
      KTM.NA('890 Adventure', 105, 100),
      KTM.NA('390 Adventure', 44, 37),
    ],
  ],
})

const KAW = ecu('Mitsubishi Electric')
brand('Kawasaki', {
  Ninja: [
    [
      '2011-2015',
      KAW.NA('Ninja ZX-10R', 200, 112),
      KAW.NA('Ninja ZX-6R 636', 131, 71),
      KAW.NA('Ninja 650', 72, 64),
      KAW.NA('Ninja 300', 39, 27),
    ],
    [
      '2016-2020',
      KAW.NA('Ninja ZX-10R', 200, 114),
      KAW.NA('Ninja ZX-6R 636', 130, 71),
      KAW.NA('Ninja 650', 68, 66),
      KAW.NA('Ninja 400', 45, 38),
      KAW.NA('Ninja 1000SX', 142, 111),
    ],
    [
      '2021',
      KAW.NA('Ninja ZX-10R', 203, 114),
      KAW.NA('Ninja ZX-6R', 124, 69),
      KAW.NA('Ninja 650', 68, 64),
      KAW.NA('Ninja 1000SX', 142, 111),
    ],
  ],
  Z: [
    [
      '2014-2020',
      KAW.NA('Z1000', 142, 111),
      KAW.NA('Z800', 113, 83),
      KAW.NA('Z650', 68, 66),
    ],
    [
      '2020',
      KAW.NA('Z900', 125, 99),
      KAW.NA('Z650', 68, 64),
      KAW.SC('Z H2', 200, 137),
    ],
  ],
  H2: [
    [
      '2015-2019',
      KAW.SC('Ninja H2', 200, 134),
      KAW.SC('Ninja H2R', 310, 165),
    ],
    [
      '2019',
      KAW.SC('Ninja H2', 231, 142),
      KAW.SC('Ninja H2 SX', 200, 137),
      KAW.SC('Ninja H2R', 326, 165),
    ],
  ],
  Versys: [
    [
      '2015-2018',
      KAW.NA('Versys 1000', 120, 102),
      KAW.NA('Versys 650', 69, 64),
    ],
    [
      '2019',
      KAW.NA('Versys 1000', 120, 102),
      KAW.NA('Versys 650', 67, 61),
    ],
  ],
})

/* ---- Marine ---- */
const PENTA_D = ecu('Bosch EDC7')
const PENTA_EMS = ecu('Volvo EMS2')
const PENTA_P = ecu('Volvo Penta EVC-E')
brand('Volvo Penta', {
  D4: [
    [
      '2005-2011',
      PENTA_D.D('D4-180', 180, 500),
      PENTA_D.D('D4-210', 210, 540),
      PENTA_D.D('D4-225', 225, 560),
      PENTA_D.D('D4-260', 260, 620),
    ],
    [
      '2012-2019',
      PENTA_D.D('D4-260', 260, 620),
      PENTA_D.D('D4-300', 300, 700),
      PENTA_D.D('D4-320', 320, 720),
    ],
    [
      '2020',
      PENTA_D.D('D4-270', 270, 640),
      PENTA_D.D('D4-320', 320, 720),
    ],
  ],
  D6: [
    [
      '2005-2011',
      PENTA_D.D('D6-280', 280, 640),
      PENTA_D.D('D6-310', 310, 700),
      PENTA_D.D('D6-350', 350, 770),
      PENTA_D.D('D6-370', 370, 800),
    ],
    [
      '2012-2019',
      PENTA_D.D('D6-330', 330, 730),
      PENTA_D.D('D6-370', 370, 800),
      PENTA_D.D('D6-400', 400, 850),
      PENTA_D.D('D6-435', 435, 900),
    ],
    [
      '2020',
      PENTA_D.D('D6-340', 340, 760),
      PENTA_D.D('D6-380', 380, 820),
      PENTA_D.D('D6-440', 440, 920),
      PENTA_D.D('D6-480', 480, 980),
    ],
  ],
  D13: [
    [
      '2009-2016',
      PENTA_EMS.D('D13-700', 700, 2900),
      PENTA_EMS.D('D13-800', 800, 3200),
      PENTA_EMS.D('D13-900', 900, 3400),
    ],
    [
      '2016',
      PENTA_EMS.D('D13-800', 800, 3200),
      PENTA_EMS.D('D13-900', 900, 3400),
      PENTA_EMS.D('D13-1000', 1000, 3700),
    ],
  ],
  V8: [
    [
      '2008-2015',
      PENTA_P.NA('5.0 GXi', 270, 400),
      PENTA_P.NA('5.7 Gi', 300, 440),
      PENTA_P.NA('5.7 GXi', 320, 450),
      PENTA_P.NA('8.1 Gi', 375, 570),
    ],
    [
      '2016',
      PENTA_P.NA('V8-300', 300, 420),
      PENTA_P.NA('V8-350', 350, 480),
      PENTA_P.NA('V8-380', 380, 520),
      PENTA_P.NA('V8-430', 430, 600),
    ],
  ],
})

const MERC = ecu('Mercury PCM-555')
brand('Mercury Marine', {
  FourStroke: [
    [
      '2005-2013',
      MERC.NA('FourStroke 40', 40, 65),
      MERC.NA('FourStroke 60', 60, 95),
      MERC.NA('FourStroke 75', 75, 120),
      MERC.NA('FourStroke 90', 90, 140),
      MERC.NA('FourStroke 115', 115, 170),
    ],
    [
      '2014-2017',
      MERC.NA('FourStroke 60', 60, 95),
      MERC.NA('FourStroke 80', 80, 125),
      MERC.NA('FourStroke 100', 100, 160),
      MERC.NA('FourStroke 115', 115, 180),
      MERC.NA('FourStroke 150', 150, 250),
    ],
    [
      '2018',
      MERC.NA('FourStroke 115', 115, 180),
      MERC.NA('FourStroke 150', 150, 250),
      MERC.NA('FourStroke 175', 175, 310),
      MERC.NA('FourStroke 200', 200, 330),
      MERC.NA('FourStroke 225', 225, 360),
      MERC.NA('FourStroke 250', 250, 400),
      MERC.NA('FourStroke 300', 300, 440),
    ],
  ],
  Verado: [
    [
      '2005-2017',
      MERC.SC('Verado 200', 200, 280),
      MERC.SC('Verado 225', 225, 310),
      MERC.SC('Verado 250', 250, 350),
      MERC.SC('Verado 275', 275, 380),
      MERC.SC('Verado 300', 300, 410),
      MERC.SC('Verado 350', 350, 460),
    ],
    [
      '2018-2021',
      MERC.NA('Verado 250 V8', 250, 400),
      MERC.NA('Verado 300 V8', 300, 440),
      MERC.SC('Verado 350', 350, 460),
      MERC.SC('Verado 400R', 400, 520),
    ],
    [
      '2021',
      MERC.NA('Verado 250 V8', 250, 400),
      MERC.NA('Verado 300 V8', 300, 440),
      MERC.NA('Verado 350 V10', 350, 500),
      MERC.NA('Verado 400 V10', 400, 560),
      MERC.NA('Verado 600 V12', 600, 820),
    ],
  ],
  MerCruiser: [
    [
      '2008-2015',
      MERC.NA('4.3 MPI', 220, 380),
      MERC.NA('5.0 MPI', 260, 400),
      MERC.NA('350 MAG', 300, 460),
      MERC.NA('8.2 MAG', 380, 600),
      MERC.NA('8.2 HO', 430, 640),
    ],
    [
      '2016',
      MERC.NA('4.5L V6', 250, 380),
      MERC.NA('6.2L 300', 300, 450),
      MERC.NA('6.2L 350', 350, 500),
      MERC.NA('8.2 MAG', 380, 600),
      MERC.NA('8.2 HO', 430, 640),
    ],
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
  // (c2) Literal "nan" in a power field: the row is skipped (no stock power, no slug).
  ['Opel', 'Astra Sports Tourer', '2015-2021', 'Petrol', '1.4 Turbo 150hp', 'nan', '185', '250', '300', 'Bosch ME17.9.6', ''],
  // (d) Fuel "Not Possible" marks vehicles that cannot be tuned: the row is skipped.
  ['Renault', 'Zoe', '2019-2024', 'Not Possible', 'R135 135hp', '135', '135', '245', '245', '', ''],
  // (e) Empty build year: the row is skipped (no year range to file it under).
  ['Peugeot', '308 SW', '', 'Diesel', '1.5 BlueHDi 130hp', '130', '165', '300', '390', 'Bosch MD1CS003', '349'],
  // (f) Stage-1 torque 0: the row is skipped (stage-1 figures must be above 0).
  ['Ford', 'Focus Wagon', '2018-2022', 'Petrol', '1.0 EcoBoost 125hp', '125', '155', '170', '0', 'Bosch MG1CS016', ''],
  // (g) Two engines with the same stock power in one brand/model/year: both would get the
  //     slug "150pk", so the importer must disambiguate the second one.
  ['Seat', 'Leon ST', '2017-2020', 'Petrol', '1.5 TSI ACT 150hp', '150', '185', '250', '320', 'Continental Simos 18.10', '349'],
  ['Seat', 'Leon ST', '2017-2020', 'Diesel', '2.0 TDI 150hp', '150', '190', '340', '430', 'Bosch EDC17C64', '349'],
  // (h) Model names with an underscore and with punctuation/parentheses: slugs
  //     "model-3" (the generated Tesla "Model 3", under a build year of its own) and
  //     "c-klasse-w206".
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
