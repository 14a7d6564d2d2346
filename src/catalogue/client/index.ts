/** What other features' client code may use (client components, browser helpers). */
export type { PickerBrand } from '../components/VehiclePicker.client'
export { fuelNamedGroup } from '../rules/fuel'
