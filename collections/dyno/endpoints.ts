import type { Endpoint } from 'payload'

import { type ReportRefusal, sendDynoReport } from '@/dyno/server'
import { inLanguage, label } from '@/i18n/admin-labels'

import { mayOn } from '../shared/access'

const refusals: Record<ReportRefusal | 'forbidden', ReturnType<typeof label>> = {
  forbidden: label('Niet toegestaan.', 'Not allowed.', 'Nicht erlaubt.'),
  notFound: label(
    'Deze meting bestaat niet.',
    'This run does not exist.',
    'Diese Messung gibt es nicht.',
  ),
  noBooking: label(
    'Koppel de meting eerst aan een afspraak en sla op.',
    'Link the run to an appointment first and save.',
    'Verknüpfen Sie die Messung zuerst mit einem Termin und speichern Sie.',
  ),
  bookingGone: label(
    'De klant van deze afspraak is gewist of geanonimiseerd: er is niemand om het rapport naar te sturen.',
    'The customer of this appointment has been erased or anonymised: there is nobody to send the report to.',
    'Der Kunde dieses Termins wurde gelöscht oder anonymisiert: Es gibt niemanden, dem der Bericht gesendet werden kann.',
  ),
}
const sent = label(
  'Het meetrapport staat in de wachtrij voor {to}.',
  'The dyno report is queued for {to}.',
  'Der Prüfstandsbericht ist für {to} eingereiht.',
)

/** The report's one action for staff: mail the customer the report of the run's booking. */
export const dynoRunEndpoints: Endpoint[] = [
  {
    path: '/:id/report',
    method: 'post',
    handler: async (req) => {
      const language = req.i18n?.language
      if (!mayOn(req, 'dyno-runs', 'update'))
        return Response.json({ error: inLanguage(refusals.forbidden, language) }, { status: 403 })
      const result = await sendDynoReport(req.payload, String(req.routeParams?.id ?? ''))
      if (!result.ok)
        return Response.json(
          { error: inLanguage(refusals[result.reason], language) },
          { status: result.reason === 'notFound' ? 404 : 409 },
        )
      return Response.json({ message: inLanguage(sent, language).replace('{to}', result.to) })
    },
  },
]
