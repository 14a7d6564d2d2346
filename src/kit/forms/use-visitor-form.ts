import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  useForm,
} from 'react-hook-form'
import type { z } from 'zod'

import { onFirstOf } from '@/kit/ui/first-of'

/**
 * The resolver of a schema that loads when first asked for: zod and the schema (about 30 KB
 * gzip, and their start-up on a phone) stay out of the page's load. It starts loading on the
 * visitor's first touch, click or focus anywhere on the page, so it is there by the first check.
 * Should it not load (the connection dropped), the form goes unchecked to the server, which
 * checks it with the same schema and answers in the visitor's language.
 */
function schemaResolver<Values extends FieldValues, Output>(load: () => Promise<z.ZodType>) {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined
  const ready = () =>
    (loading ??= load().then(
      (schema) => zodResolver(schema as never) as unknown as Resolver<Values, unknown, Output>,
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  const resolver: Resolver<Values, unknown, Output> = async (values, context, options) => {
    const resolve = await ready().catch(() => null)
    return resolve ? resolve(values, context, options) : { values: values as never, errors: {} }
  }
  return { resolver, warm: () => void ready().catch(() => {}) }
}

/**
 * A visitor form driven by react-hook-form with the server's own zod schema: checked on submit,
 * then on every change until it is valid, the first refused field focused. `Values` is the
 * form's shape (a consent box is a boolean until the schema judges it), which the schema's
 * input may narrow (`true` only), hence the resolver's cast. `loadSchema` imports the schema's
 * module (`() => import('…/schema').then((module) => module.bookingSchema)`): only modules
 * loaded with a form import this, and the schema comes when the visitor first reaches for it.
 */
export function useVisitorForm<Values extends FieldValues, Schema extends z.ZodType>(
  loadSchema: () => Promise<Schema>,
  defaultValues: DefaultValues<Values>,
) {
  const [{ resolver, warm }] = useState(() => schemaResolver<Values, z.output<Schema>>(loadSchema))
  useEffect(() => onFirstOf(window, ['pointerdown', 'keydown', 'focusin'], warm), [warm])
  return useForm<Values, unknown, z.output<Schema>>({
    resolver,
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
