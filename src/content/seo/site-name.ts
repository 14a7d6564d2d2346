/** The name every page title ends with. */
export const siteName = 'Chiptuning Nijmegen'
