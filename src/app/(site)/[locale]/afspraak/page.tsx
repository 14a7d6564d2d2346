import { appointmentRoute } from '@/booking/components/appointment-route'

/** /afspraak (and /afspraak-maken): the vehicle may come along from an engine page's query. */
const route = appointmentRoute('general')

export const generateMetadata = route.generateMetadata

// The calendar's window moves with today, so the page renders per request (its data is cached).
export const dynamic = 'force-dynamic'

export default route.Page
