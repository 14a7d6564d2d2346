/** The job that offers a day's free places to its waitlist (queued when a place is given up). */
export const WAITLIST_OFFER_TASK = 'waitlistOffer'
