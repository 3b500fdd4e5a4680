import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import type { PopupGeometry } from '../../../domain/header/popup-geometry';
import * as styles from './popups.styles';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface PopupDialogProps {
  readonly id: string;
  readonly labelledBy: string;
  readonly geometry: PopupGeometry;
  readonly fading: boolean;
  /** Move focus into the dialog (opened by click or keyboard, not by hover). */
  readonly takeFocus: boolean;
  readonly children: ReactNode;
}

/**
 * A header popup as a modal dialog for keyboard users (WAI-ARIA dialog pattern): labelled by
 * its heading, focus moves in when it was opened by activation, Tab stays inside. Escape and
 * the return of focus are the header's (HeaderActions), which knows the opener.
 */
export const PopupDialog = ({ id, labelledBy, geometry, fading, takeFocus, children }: PopupDialogProps) => {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!takeFocus) return;
    const first = ref.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? ref.current)?.focus();
  }, [takeFocus, id]);

  // Tab and Shift+Tab cycle inside the dialog while focus is in it.
  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    const trapTab = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Tab' || !dialog.contains(document.activeElement)) return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (first === undefined || last === undefined) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', trapTab);
    return () => {
      document.removeEventListener('keydown', trapTab);
    };
  }, []);

  // Position and width are computed per window (spec §9), hence inline rather than in a class.
  const position: CSSProperties = geometry.fullWidth
    ? { top: geometry.top, left: 0, right: 0, width: '100%' }
    : { top: geometry.top, width: geometry.width };

  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      tabIndex={-1}
      className={`${styles.popup} ${geometry.fullWidth ? styles.popupFull : ''} ${fading ? styles.fading : ''}`}
      style={position}
    >
      {children}
    </div>
  );
};
