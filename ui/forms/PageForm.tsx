import { useEffect, type ReactNode } from 'react';
import { Form } from 'react-router';
import { FORM_XSRF_FIELD } from '../../application/http/page-form';
import { useService } from '../di/services-context';
import { FORM_TOKEN } from '../di/ui.tokens';
import type { FormOutcome } from './page-form-action';
import { useTypedBeforeHydration } from './typed-before-hydration';

interface PageFormProps {
  readonly children: ReactNode;
  /** The path whose action takes the post; the current page's when left out. */
  readonly action?: string;
  readonly className?: string;
  /** The form's id, for controls that stand outside it (their `form` attribute names it). */
  readonly id?: string;
  /** The outcome of the last post of this form: its first invalid field gets the focus. */
  readonly outcome?: FormOutcome | undefined;
  readonly 'aria-labelledby'?: string;
  readonly 'aria-label'?: string;
  /** A form with a file: its post is multipart (the action reads the file from its form data). */
  readonly encType?: 'multipart/form-data';
}

/**
 * A form of a page that works before and without JavaScript: a plain POST with the XSRF token
 * in a hidden field, answered by the route's action on the server (POST-redirect-GET); with
 * JavaScript, react-router runs the same action in the browser through the HTTP proxies. What a
 * visitor typed before then is kept.
 */
export const PageForm = ({ children, action, className, id, outcome, encType, ...labels }: PageFormProps) => {
  const token = useService(FORM_TOKEN).current();
  // What was typed before the scripts ran stays (typed-before-hydration.ts).
  const form = useTypedBeforeHydration();

  useEffect(() => {
    if (outcome === undefined) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.current?.querySelector<HTMLElement>('[role="alert"]');
    if (first?.getAttribute('role') === 'alert') first.setAttribute('tabindex', '-1');
    first?.focus();
  }, [outcome, form]);

  return (
    <Form ref={form} id={id} method="post" action={action} encType={encType} className={className} noValidate {...labels}>
      <input type="hidden" name={FORM_XSRF_FIELD} value={token} />
      {children}
    </Form>
  );
};
