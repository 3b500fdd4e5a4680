export const WAITLIST_PAGE_PATH = '/warteliste';
