import type { ReactNode } from 'react';
import type { FormOutcome } from './page-form-action';
import * as styles from './forms.styles';

const TONE = { success: styles.noticeSuccess, error: styles.noticeError, info: styles.noticeInfo } as const;

/**
 * A message about the whole page or form. Errors are alerts (read out at once), successes
 * status messages; info is plain text.
 */
export const Notice = ({ tone, children, id }: { readonly tone: keyof typeof TONE; readonly children: ReactNode; readonly id?: string }) => (
  <p id={id} className={TONE[tone]} role={tone === 'error' ? 'alert' : tone === 'success' ? 'status' : undefined}>
    {children}
  </p>
);

/**
 * The message on top of a refused form: what went wrong as a whole, plus the messages of
 * fields the form does not show (a hidden id that no longer fits), which would be lost otherwise.
 */
export const FormMessage = ({ outcome, shown }: { readonly outcome: FormOutcome | undefined; readonly shown: readonly string[] }) => {
  if (outcome?.message === undefined) return null;
  const unshown = Object.entries(outcome.errors)
    .filter(([name]) => !shown.includes(name))
    .map(([, message]) => message);
  return <Notice tone="error">{[outcome.message, ...unshown].join(' ')}</Notice>;
};
