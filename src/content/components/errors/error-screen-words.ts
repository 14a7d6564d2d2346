/**
 * The top-level error screen replaces every layout, the message provider included, and is
 * loaded with every page: its few words live here rather than pulling the message files into
 * the first load. A unit test keeps them equal to Common.retry and Common.home.
 */
export const errorScreenWords = {
  nl: { retry: 'Opnieuw proberen', home: 'Home' },
  en: { retry: 'Try again', home: 'Home' },
  de: { retry: 'Erneut versuchen', home: 'Start' },
} as const
