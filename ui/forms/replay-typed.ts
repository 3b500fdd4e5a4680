/** Inputs that hold typed text; the others (buttons, files, hidden fields) are nobody's typing. */
const TEXT_INPUT = /^(?:text|email|search|tel|url|password|number|date|time|datetime-local|month|week)$/;

/**
 * Sets the field's value past React's value tracker (the element's own `value` property, which
 * React installs): React then sees the input event's value as a change and calls onChange.
 */
const replayValue = (field: HTMLInputElement | HTMLTextAreaElement, prototype: object): void => {
  const typed = field.value;
  const focused = field.ownerDocument.activeElement === field;
  const [start, end] = focused ? [field.selectionStart, field.selectionEnd] : [null, null];
  // Through the tracker: React believes the field holds the server's value…
  field.value = field.defaultValue;
  // …then past it, back to what was typed, and the input event tells React.
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  try {
    if (start !== null && end !== null) field.setSelectionRange(start, end);
  } catch {
    // A field without a text selection (email, number): the caret is where the browser puts it.
  }
};

const replayChecked = (field: HTMLInputElement): void => {
  const typed = field.checked;
  field.checked = !typed;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(field, typed);
  // React hears a checkbox's change as a click; a plain Event (no MouseEvent) toggles nothing itself.
  field.dispatchEvent(new Event('click', { bubbles: true }));
};

/**
 * Replays what was typed or chosen in the form before hydration as the change events React
 * missed, so its state takes it over (see typed-before-hydration.ts): a field whose value
 * differs from the one the server rendered (its default).
 */
export const replayTypedBeforeHydration = (form: HTMLFormElement): void => {
  for (const field of Array.from(form.elements)) {
    if (field instanceof HTMLTextAreaElement) {
      if (field.value !== field.defaultValue) replayValue(field, HTMLTextAreaElement.prototype);
    } else if (field instanceof HTMLSelectElement) {
      if (Array.from(field.options).some((option) => option.selected !== option.defaultSelected)) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement) {
      if (field.type === 'checkbox') {
        if (field.checked !== field.defaultChecked) replayChecked(field);
      } else if (field.type === 'radio') {
        // The one chosen tells React the choice; the one it replaced follows on its own.
        if (field.checked && !field.defaultChecked) replayChecked(field);
      } else if (TEXT_INPUT.test(field.type) && field.value !== field.defaultValue) {
        replayValue(field, HTMLInputElement.prototype);
      }
    }
  }
};
