/**
 * Button looks shared by links and buttons, so a link styled as a button stays a link. The
 * classes are defined in globals.css; extra utilities (padding, text size) may follow them.
 */
export const buttonStyles = {
  primary: 'button-primary',
  secondary: 'button-secondary',
} as const
