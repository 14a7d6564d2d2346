import { telHref } from '@/kit/routes/links'

/** The round call button; its clicks are reported as floating_call_click by the analytics listener. */
export function FloatingCall({ phone, label }: { phone: string; label: string }) {
  return (
    <a
      href={telHref(phone)}
      aria-label={label}
      data-cta="floating-call"
      className="fixed right-4 bottom-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-2xl text-white shadow-lg hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <span aria-hidden="true">✆</span>
    </a>
  )
}
