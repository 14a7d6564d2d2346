/** What other features' client code may use (client components, browser helpers). */
export { PlateVehicleFill } from '../components/PlateVehicleFill.client'
export type { VehicleFields } from '../components/PlateVehicleFill.client'
