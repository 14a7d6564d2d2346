/** What other features' client code may use (client components, browser helpers). */
export type { VehicleFields } from '../components/PlateVehicleFill.client'
