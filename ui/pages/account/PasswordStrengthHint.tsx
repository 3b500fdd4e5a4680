import { cx } from '@linaria/core';
import * as E from 'fp-ts/Either';
import { useEffect, useRef, useState } from 'react';
import type { PasswordStrengthWire } from '../../../application/accounts/accounts.codecs';
import { useService } from '../../di/services-context';
import { VISITOR_ACCOUNTS } from '../../di/ui.tokens';
import * as styles from './registration.styles';

/** Typing pauses this long before the server is asked (one call per pause, not per key). */
const PAUSE_MS = 300;

const barTone = (score: number): string => (score <= 1 ? styles.barWeak : score === 2 ? styles.barFair : styles.barStrong);

/**
 * The strength of the password being typed, as the server rates it (its list of common
 * passwords is too large to ship to the browser). Listens to the field by id, so the field
 * stays the form's ordinary uncontrolled input; without JavaScript the static hint remains.
 */
export const PasswordStrengthHint = ({ inputId }: { readonly inputId: string }) => {
  const accounts = useService(VISITOR_ACCOUNTS);
  const [strength, setStrength] = useState<PasswordStrengthWire | undefined>(undefined);
  const latest = useRef(0);

  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement)) return;
    let timer: number | undefined;
    const rate = () => {
      window.clearTimeout(timer);
      const password = input.value;
      const call = ++latest.current;
      if (password === '') {
        setStrength(undefined);
        return;
      }
      timer = window.setTimeout(() => {
        void accounts.passwordStrength({ password })().then((answer) => {
          // An answer to an older text is dropped: only the last one describes the field.
          if (call === latest.current) setStrength(E.isRight(answer) ? answer.right : undefined);
        });
      }, PAUSE_MS);
    };
    input.addEventListener('input', rate);
    return () => {
      window.clearTimeout(timer);
      input.removeEventListener('input', rate);
    };
  }, [accounts, inputId]);

  return (
    <p className={styles.strength} aria-live="polite">
      {strength === undefined ? null : (
        <>
          <span className={styles.bars} aria-hidden="true">
            {[1, 2, 3, 4].map((step) => (
              <span key={step} className={cx(styles.bar, Math.max(1, strength.score) >= step && barTone(strength.score))} />
            ))}
          </span>
          <span>
            {`Passwortstärke: ${strength.label}.`}
            {strength.advice === '' ? null : ` ${strength.advice}`}
          </span>
        </>
      )}
    </p>
  );
};
