/** The feature's UI for pages and other features' server components. */
export { PlateLookup } from './PlateLookup.client'
export { VehicleFinder } from './VehicleFinder.client'
export { lookupState, onlyMatch } from './lookup-state'
