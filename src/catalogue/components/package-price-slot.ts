/** Where the amount goes in the Stage 1 card's total line: written on the server, filled in the browser. */
export const PRICE = '{{price}}'
