/** The not-found title, the same words in every language (the help text is translated). */
export const pageNotFoundTitle = 'Oops! Page not found'
