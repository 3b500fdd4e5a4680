import { CONSENT_STORAGE_KEY } from './consent-storage';

/**
 * Marks on <html>, set by an inline script in the head before the first paint:
 * - `data-js`: scripts run, so the cookie banner (in every page's HTML) may show; without
 *   JavaScript nothing is tracked and there is nothing to consent to.
 * - `data-consent`: a choice is remembered, so the banner stays hidden from the first paint
 *   instead of flashing until hydration.
 * The banner is in the server's HTML so that it paints with the page: were it added after
 * hydration, it would be the page's largest paint on a phone, seconds after the first.
 */
export const CONSENT_MARK = 'data-consent';
export const SCRIPTS_MARK = 'data-js';

/** The head script's source: a few statements, no module, so it runs before the body is painted. */
export const PRE_PAINT_SCRIPT = `(function(h){h.setAttribute('${SCRIPTS_MARK}','');try{if(('; '+document.cookie).indexOf(${JSON.stringify(`; ${CONSENT_STORAGE_KEY}=`)})>=0||localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})!==null)h.setAttribute('${CONSENT_MARK}','')}catch(e){}})(document.documentElement)`;
