/** What other features' client code may use (client components, browser helpers). */
export { VehiclePicker } from '../components/VehiclePicker.client'
export type { PickerBrand } from '../components/VehiclePicker.client'
