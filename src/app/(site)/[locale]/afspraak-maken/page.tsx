/** /afspraak-maken is the appointment page under another name; its canonical URL is /afspraak. */
export { default, generateMetadata } from '../afspraak/page'

export const dynamic = 'force-dynamic'
