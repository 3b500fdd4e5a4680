/**
 * A route whose pages have a frame of their own (the back office, ui/pages/manage) marks it in
 * its handle; the site's layout then leaves out its header, footer, Merkliste and Warenkorb.
 */
export interface FrameHandle {
  readonly frame?: 'back-office';
}

export const BACK_OFFICE_FRAME: FrameHandle = { frame: 'back-office' };

/** Whether one of the matched routes brings the back office's frame. */
export const inBackOfficeFrame = (handles: readonly unknown[]): boolean =>
  handles.some((handle) => typeof handle === 'object' && handle !== null && (handle as FrameHandle).frame === 'back-office');
