import { useEffect, useRef, type RefObject } from 'react';

/** Whether a field holds something else than the server rendered: typed or chosen before the scripts ran. */
const changedSinceServer = (field: Element): boolean =>
  field instanceof HTMLSelectElement
    ? Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
    : (field instanceof HTMLInputElement && field.checked !== field.defaultChecked) ||
      ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue);

/**
 * The ref for a form whose early typing must survive hydration (PageForm has it; a form of its
 * own uses it too). The server's HTML is a working form from the first paint, so on a slow phone
 * a question, an e-mail or a name may be typed before hydration; React's state still holds the
 * server's (empty) value, and its next render would wipe the field, or the submit would read the
 * empty state ("Bitte geben Sie eine Frage ein."). Once the form is mounted, what was typed is
 * replayed as the change React missed; the replay's code loads only when there is something to
 * replay, so no page's start-up carries it.
 */
export const useTypedBeforeHydration = (): RefObject<HTMLFormElement | null> => {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const mounted = form.current;
    if (mounted === null || !Array.from(mounted.elements).some(changedSinceServer)) return;
    void import('./replay-typed').then(({ replayTypedBeforeHydration }) => {
      replayTypedBeforeHydration(mounted);
    });
  }, []);
  return form;
};
