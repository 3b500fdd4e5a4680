/** The fax form's page (spec §2: /seminare/warenkorb/online-fax/{placeholder}); its PDF is the same path with ?pdf=1. */
export const ONLINE_FAX_PAGE_PATH = '/seminare/warenkorb/online-fax/:eventId';
export const onlineFaxPagePath = (eventId: number): string => `/seminare/warenkorb/online-fax/${String(eventId)}`;
