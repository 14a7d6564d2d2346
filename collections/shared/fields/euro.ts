/**
 * The admin of a price (a number of euros): "€" and two decimals in the form, "€ 299,00" in a
 * list, in the staff member's notation (src/kit/admin/EuroField.client.tsx).
 */
export const euroComponents = {
  Field: '/src/kit/admin/EuroField.client#EuroField',
  Cell: '/src/kit/admin/EuroCell.client#EuroCell',
} as const
