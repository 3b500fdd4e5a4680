import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { askedParticipantFields, initialParticipant, PARTICIPANT_FIELDS, PARTICIPANT_FORM, type ParticipantValues } from '../../../domain/cart/participant-form';
import { DefinedFields, placesOf, type FieldPlace } from '../../forms/DefinedFields';
import { FormMessage } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import type { FormOutcome } from '../../forms/page-form-action';
import { primaryButton } from '../../theme/controls.styles';
import { CART_STEP_FORM_ID, newParticipantName } from './cart-form.fields';
import { CART_PAGE_PATH } from './cart.paths';
import * as styles from './cart.styles';

interface ParticipantFieldsProps {
  /** '2. Teilnehmer': the tier this participant is priced at. */
  readonly title: string;
  readonly titleId: string;
  readonly online: boolean;
  readonly place: (name: keyof ParticipantValues) => FieldPlace;
  readonly outcome: FormOutcome | undefined;
}

/**
 * One participant of a date (spec §3, §5): person, e-mail, function in the council, Buchung or
 * Reservierung, and the overnight option that only a presence event asks for.
 */
const ParticipantFields = ({ title, titleId, online, place, outcome }: ParticipantFieldsProps) => (
  <>
    <h3 id={titleId} className={styles.participantTitle}>
      {title}
    </h3>
    <FormMessage outcome={outcome} shown={PARTICIPANT_FIELDS} />
    <div className={formStyles.grid}>
      <DefinedFields definition={PARTICIPANT_FORM} names={askedParticipantFields(online)} place={place} />
    </div>
  </>
);

interface ParticipantFormProps {
  readonly title: string;
  /** Unique on the page: every field id starts with it. */
  readonly idPrefix: string;
  readonly online: boolean;
  readonly recipientId: number;
  readonly cartItemId: number;
  readonly initial: ParticipantValues;
  readonly outcome: FormOutcome | undefined;
}

/** A participant already in the cart, changed in a form of its own. */
export const ParticipantForm = ({ title, idPrefix, online, recipientId, cartItemId, initial, outcome }: ParticipantFormProps) => {
  const values = { ...initial, ...outcome?.values };
  return (
    <PageForm className={styles.participantForm} outcome={outcome} aria-labelledby={`${idPrefix}-titel`}>
      <input type="hidden" name="recipientId" value={recipientId} />
      <input type="hidden" name="cartItemId" value={cartItemId} />
      <ParticipantFields title={title} titleId={`${idPrefix}-titel`} online={online} place={placesOf(idPrefix, values, outcome?.errors ?? {})} outcome={outcome} />
      <div className={formStyles.actions}>
        <button type="submit" name="intent" value="edit-recipient" className={primaryButton}>
          Änderungen speichern
        </button>
        <Link to={CART_PAGE_PATH} className={formStyles.linkButton} preventScrollReset>
          Abbrechen
        </Link>
      </div>
    </PageForm>
  );
};

interface NewParticipantProps {
  readonly title: string;
  /** The new participant's anchor and the prefix of its ids and names ('neu-12'). */
  readonly target: string;
  readonly cartItemId: number;
  readonly online: boolean;
  /** The outcome of the cart step form's last post, if any: what was typed here comes back from it. */
  readonly typed: FormOutcome | undefined;
  /** The outcome for this participant: its messages. */
  readonly outcome: FormOutcome | undefined;
}

/** The typed values of this new participant in a step form's post, by their plain field names. */
const typedValues = (typed: FormOutcome | undefined, cartItemId: number): Partial<ParticipantValues> =>
  Object.fromEntries(PARTICIPANT_FIELDS.flatMap((field) => {
    const value = typed?.values[newParticipantName(cartItemId, field)];
    return value === undefined ? [] : [[field, value]];
  }));

/**
 * The next participant of a date: its fields belong to the cart step's form (the invoice address
 * below), so "Weiter zur Bestellübersicht" adds what was typed here instead of dropping it, with
 * and without JavaScript. Its own button adds just this participant.
 */
export const NewParticipant = ({ title, target, cartItemId, online, typed, outcome }: NewParticipantProps) => {
  const group = useRef<HTMLElement>(null);
  const add = useRef<HTMLButtonElement>(null);
  // A post of the plain fields (this participant's own, not the step form's) comes back under their plain names.
  const values = { ...initialParticipant, ...outcome?.values, ...typedValues(typed, cartItemId) };
  const place = (name: keyof ParticipantValues): FieldPlace => ({
    ...placesOf(target, values, outcome?.errors ?? {})(name),
    name: newParticipantName(cartItemId, name),
    form: CART_STEP_FORM_ID,
  });

  // Its fields stand outside their form's element, so the form cannot find them: the first wrong one gets the focus here.
  useEffect(() => {
    if (outcome === undefined) return;
    const first = group.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? group.current?.querySelector<HTMLElement>('[role="alert"]');
    if (first?.getAttribute('role') === 'alert') first.setAttribute('tabindex', '-1');
    first?.focus();
  }, [outcome]);

  // With JavaScript, Enter in one of its fields adds this participant, as its own form did; without, the step form's
  // default button goes on to the review, which adds what was typed first.
  useEffect(() => {
    const element = group.current;
    const onEnter = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
      event.preventDefault();
      add.current?.click();
    };
    element?.addEventListener('keydown', onEnter);
    return () => element?.removeEventListener('keydown', onEnter);
  }, []);

  return (
    <section ref={group} className={styles.participantForm} role="group" aria-labelledby={`${target}-titel`}>
      <ParticipantFields title={title} titleId={`${target}-titel`} online={online} place={place} outcome={outcome} />
      <div className={formStyles.actions}>
        <button ref={add} type="submit" form={CART_STEP_FORM_ID} name="intent" value={`add-recipient:${String(cartItemId)}`} className={primaryButton}>
          Teilnehmer hinzufügen
        </button>
      </div>
    </section>
  );
};
