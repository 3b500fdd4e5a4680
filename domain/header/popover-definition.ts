/**
 * How a header popover is configured (spec §3). The fields are the spec's; their meaning as
 * this code reads them is noted where the spec is silent.
 */
export interface PopoverDefinition {
  /** Static content, for popovers that are not rendered from components. */
  readonly html: string;
  /** Accent colour of the popover's frame. */
  readonly color: string;
  /** Width in px on windows wide enough for it (see popupGeometry). */
  readonly width: number;
  /** Whether the popover may fill the window's width on narrow windows (see popupGeometry). */
  readonly mobileFullWidth: boolean;
  /** Whether the popover stays open when the pointer leaves it. */
  readonly keepOpened: boolean;
  /** Where the trigger leads when the popover cannot open (no script). */
  readonly url: string;
  /** Whether the content has been mounted (it is mounted on first open and kept). */
  readonly mounted: boolean;
  /** Whether the popover is rendered at all on this page. */
  readonly render: boolean;
}
