import { getTranslations } from 'next-intl/server'

/**
 * Where the contact form sits on catalogue pages, with the vehicle prefilled. The form's
 * fields, validation and mail hand-off belong to the site shell; this keeps the slot and the
 * prefill so pages need no change when it lands.
 */
export async function ContactSection({ title, prefill }: { title: string; prefill: { brand?: string; model?: string } }) {
  const t = await getTranslations('ContactForm')
  return (
    <section aria-labelledby="contact-title" className="mt-16 rounded-2xl bg-slate-50 p-6 sm:p-8" id="contact">
      <h2 id="contact-title" className="text-2xl font-bold">
        {title}
      </h2>
      <form action="/contact" method="get" className="mt-6 grid gap-4 sm:grid-cols-2">
        <label className="grid gap-1 text-sm font-medium">
          {t('brand')}
          <input name="brand" defaultValue={prefill.brand} className="rounded-lg border border-slate-300 px-3 py-2" />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {t('model')}
          <input name="model" defaultValue={prefill.model} className="rounded-lg border border-slate-300 px-3 py-2" />
        </label>
        <div className="sm:col-span-2">
          <button type="submit" className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-600">
            {t('title')}
          </button>
        </div>
      </form>
    </section>
  )
}
