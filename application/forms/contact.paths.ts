/**
 * The contact form's page (spec §2, main site only; its post is the 'contact-request' form of
 * the forms port): linked from the navigation, the header's service popup, the footer, job
 * offers and films of the works-council site.
 */
export const CONTACT_PAGE_PATH = '/service/kontakt';

/** The contact page with its topic chosen (the navigation's inhouse request). */
export const contactPagePath = (topic: 'inhouse'): string => `${CONTACT_PAGE_PATH}?topic=${topic}`;
