import { zodResolver } from '@hookform/resolvers/zod'
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  useForm,
} from 'react-hook-form'
import type { z } from 'zod'

/**
 * A visitor form driven by react-hook-form with the server's own zod schema: checked on submit,
 * then on every change until it is valid, the first refused field focused. `Values` is the
 * form's shape (a consent box is a boolean until the schema judges it), which the schema's
 * input may narrow (`true` only), hence the resolver's cast. Only modules loaded with a form
 * import this: react-hook-form and zod stay out of a page's first load.
 */
export function useVisitorForm<Values extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  defaultValues: DefaultValues<Values>,
) {
  return useForm<Values, unknown, z.output<Schema>>({
    resolver: zodResolver(schema as never) as unknown as Resolver<
      Values,
      unknown,
      z.output<Schema>
    >,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  })
}

/**
 * A field's refusal, as the schema's message key, with the attributes that tie the field to
 * its inline message: `aria-invalid`, and `aria-describedby` pointing at `errorId`.
 */
export function fieldError<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  name: keyof Values & string,
  id: string,
) {
  const key = errors[name]?.message
  const message = typeof key === 'string' && key ? key : undefined
  const errorId = `${id}-error`
  return {
    key: message,
    errorId,
    aria: {
      'aria-invalid': Boolean(message),
      'aria-describedby': message ? errorId : undefined,
    },
  }
}
