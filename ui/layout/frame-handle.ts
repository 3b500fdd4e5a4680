/**
 * A route whose pages have a frame of their own (the back office, ui/pages/manage) marks it in
 * its handle; the site's layout then leaves out its header, footer, Merkliste and Warenkorb.
 */
export interface FrameHandle {
  readonly frame?: 'back-office';
}

export const BACK_OFFICE_FRAME: FrameHandle = { frame: 'back-office' };
