/** The spec's not-found title, as written there in every language (the help text is translated). */
export const pageNotFoundTitle = 'Oops! Page not found'
