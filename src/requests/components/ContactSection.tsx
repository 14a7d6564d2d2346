import { getSiteSettings } from '@/kit/data/settings'
import { ClientMessages } from '@/kit/ui/ClientMessages'

import { ContactForm } from './ContactForm.client'

/** The contact form in its section, addressed to the company mailbox, with the vehicle prefilled. */
export async function ContactSection({
  title,
  prefill,
  variant = 'compact',
  entered,
}: {
  title: string
  prefill: { brand?: string; model?: string }
  variant?: 'compact' | 'full'
  /** A request sent without script and refused: what was entered, handed back. */
  entered?: Record<string, string>
}) {
  const settings = await getSiteSettings()
  return (
    <section
      aria-labelledby="contact-title"
      className="mt-16 rounded-2xl bg-panel p-6 sm:p-8"
      id="contact"
    >
      <h2 id="contact-title" className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-6">
        <ClientMessages namespaces={['ContactForm']}>
          <ContactForm to={settings.email} prefill={prefill} variant={variant} entered={entered} />
        </ClientMessages>
      </div>
    </section>
  )
}
