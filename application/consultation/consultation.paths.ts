/** The consultant calls (spec §7: /consultant/get-consultant, get-available-appointments, book-consultant-appointment). */
export const CONSULTATION_PATHS = {
  consultants: '/consultant/get-consultant',
  appointments: '/consultant/get-available-appointments',
  book: '/consultant/book-consultant-appointment',
  /** The booked appointment by its reference, for the confirmation page and the calendar file. */
  appointment: '/consultant/appointment/:reference',
  /** The calendar file of a booked appointment, linked from its confirmation page. */
  calendar: '/service/beratung/termin/:reference/kalender.ics',
} as const;

/** The pages (main site): the consultants, one consultant's calendar, a booked appointment. */
export const CONSULTATION_PAGE = '/service/beratung';
/** The consultants for a rubric (its slug), best fitting first: linked from a seminar page. */
export const consultantsForTopicPath = (topicSlug: string): string => `${CONSULTATION_PAGE}?thema=${encodeURIComponent(topicSlug)}`;
export const consultantPagePath = (slug: string): string => `${CONSULTATION_PAGE}/${encodeURIComponent(slug)}`;
export const appointmentPagePath = (reference: string): string => `${CONSULTATION_PAGE}/termin/${encodeURIComponent(reference)}`;
export const appointmentCalendarPath = (reference: string): string => `${appointmentPagePath(reference)}/kalender.ics`;
export const appointmentApiPath = (reference: string): string => `/consultant/appointment/${encodeURIComponent(reference)}`;
