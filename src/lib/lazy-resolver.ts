'use client'

import type { FieldValues, Resolver } from 'react-hook-form'
import type { ZodType } from 'zod'

/**
 * A react-hook-form resolver whose zod schema (and zod itself) loads on first use, not with the
 * page: a visitor who never touches the form never downloads the validation. `preload` starts
 * the download early, e.g. when the form first takes focus.
 */
export function lazyZodResolver<Values extends FieldValues>(loadSchema: () => Promise<ZodType>) {
  let loading: Promise<Resolver<Values>> | undefined
  const preload = () =>
    (loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<Values>,
    ))
  const resolver: Resolver<Values> = async (values, context, options) => (await preload())(values, context, options)
  return { resolver, preload }
}
