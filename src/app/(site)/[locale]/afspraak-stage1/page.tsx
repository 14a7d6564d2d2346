import { appointmentRoute } from '@/booking/components/appointment-route'

/** Stage 1 booking: the engine page sends merk, model, bouwjaar and motorvariant; they show read-only. */
const route = appointmentRoute('stage1')

export const generateMetadata = route.generateMetadata

export const dynamic = 'force-dynamic'

export default route.Page
