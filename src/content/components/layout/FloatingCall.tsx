import { Link } from '@/i18n/navigation'
import { telHref } from '@/kit/routes/links'
import { routes } from '@/kit/routes/routes'
import { buttonStyles } from '@/kit/ui/button-styles'
import { Icon } from '@/kit/ui/Icon'

/**
 * The call button. Below 1280 px (phones, tablets, a tablet held sideways) it is half of a bar
 * across the foot of the screen, beside the booking button; the page is padded by the bar's
 * height (`pb-bar` on the body), so the bar covers nothing that cannot be scrolled above it. From
 * 1280 px it is a round button in the margin beside the content column, where nothing lies.
 * One element at every width: its clicks are reported as floating_call_click.
 */
export function FloatingCall({
  phone,
  label,
  bookLabel,
}: {
  phone: string
  label: string
  bookLabel: string
}) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 flex gap-2 border-t border-line bg-night/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] xl:inset-x-auto xl:right-4 xl:bottom-4 xl:border-0 xl:bg-transparent xl:p-0">
      <a
        href={telHref(phone)}
        data-cta="floating-call"
        className={`${buttonStyles.secondary} flex-1 px-3 py-1 text-sm leading-tight xl:size-14 xl:flex-none xl:rounded-full xl:border-0 xl:bg-accent xl:p-0 xl:text-on-accent xl:shadow-lg xl:hover:bg-accent-hover`}
      >
        <Icon name="phone" className="size-5 xl:size-6" />
        <span className="xl:sr-only">{label}</span>
      </a>
      <Link
        href={routes.booking}
        data-cta="bar-book"
        className={`${buttonStyles.primary} flex-1 px-3 py-1 text-sm leading-tight xl:hidden`}
      >
        <Icon name="calendarCheck" className="size-5" />
        {bookLabel}
      </Link>
    </div>
  )
}
