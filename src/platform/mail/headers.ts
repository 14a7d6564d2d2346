import type { SendEmailOptions } from 'payload'

/**
 * A header's text on one line. Visitors' text is refused before it is stored (the visitors'
 * text rule), but a subject is also made of staff-entered and stored text (a business name, a
 * mail written before that rule): a line break there would end the header and start another
 * (`Bcc: ...`), so each run of control characters and line separators (with the spaces
 * around it) becomes one space, at the last step before a provider. Clean text is unchanged.
 */
export const oneLineHeader = (value: string) =>
  value
    .replace(
      / *[\u0000-\u001F\u007F-\u009F\u2028\u2029][\u0000-\u0020\u007F-\u009F\u2028\u2029]*/g,
      ' ',
    )
    .trim()

/** The message with the headers that carry free text (subject, sender) on one line each. */
export const withOneLineHeaders = (message: SendEmailOptions): SendEmailOptions => ({
  ...message,
  subject: oneLineHeader(String(message.subject ?? '')),
  ...(typeof message.from === 'string' ? { from: oneLineHeader(message.from) } : {}),
})
