import { useEffect, useRef, type RefObject } from 'react';

/**
 * What a visitor typed into a controlled field before the page's scripts ran: the server's HTML
 * is a working form from the first paint, so on a slow phone the e-mail may be typed before
 * hydration, and React's state (still the server's empty value) would overwrite it on its next
 * render. Once mounted, the field's own value is taken over into the state.
 */
export const useTypedBeforeHydration = (currentValue: string, takeOver: (typed: string) => void): RefObject<HTMLInputElement | null> => {
  const field = useRef<HTMLInputElement>(null);
  const initial = useRef({ currentValue, takeOver });
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== initial.current.currentValue) initial.current.takeOver(typed);
  }, []);
  return field;
};
