import { getLocale, getTranslations } from 'next-intl/server'

import type { Pricing } from '@/kit/data/settings'
import { formatEuro } from '@/kit/format/money'

/** Every extra option with its price incl. BTW and what it does. */
export async function OptionList({ options }: { options: Pricing['options'] }) {
  const [t, c, locale] = await Promise.all([
    getTranslations('Options'),
    getTranslations('Common'),
    getLocale(),
  ])
  return (
    <section aria-labelledby="options-list-title" className="mt-10">
      <h2 id="options-list-title" className="text-2xl font-bold">
        {t('listTitle')}
      </h2>
      {options.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-line-strong p-6 text-fg-muted">
          {t('empty')}
        </p>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {options.map((option) => (
            <li
              key={option.name}
              className="flex flex-col rounded-2xl border border-line bg-card p-6 shadow-sm"
            >
              <h3 className="text-xl font-bold">{option.name}</h3>
              <p className="mt-2">
                <span className="text-2xl font-extrabold text-fg">
                  {formatEuro(option.price, locale)}
                </span>{' '}
                <span className="text-sm text-fg-muted">{c('inclVat')}</span>
              </p>
              {option.description && <p className="mt-3 text-fg-muted">{option.description}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
