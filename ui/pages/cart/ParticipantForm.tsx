import { Link } from 'react-router';
import { askedParticipantFields, initialParticipant, PARTICIPANT_FIELDS, PARTICIPANT_FORM, type ParticipantValues } from '../../../domain/cart/participant-form';
import { DefinedFields, placesOf } from '../../forms/DefinedFields';
import { FormMessage } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import type { FormOutcome } from '../../forms/page-form-action';
import { primaryButton } from '../../theme/controls.styles';
import { CART_PAGE_PATH } from './cart.paths';
import * as styles from './cart.styles';

interface ParticipantFormProps {
  /** '2. Teilnehmer': the tier this participant is priced at. */
  readonly title: string;
  /** Unique on the page: every field id starts with it. */
  readonly idPrefix: string;
  readonly online: boolean;
  readonly hidden: Readonly<Record<string, string>>;
  readonly intent: 'add-recipient' | 'edit-recipient';
  readonly initial?: ParticipantValues;
  readonly outcome: FormOutcome | undefined;
}

/**
 * One participant of a date (spec §3, §5): person, e-mail, function in the council, Buchung or
 * Reservierung, and the overnight option that only a presence event asks for.
 */
export const ParticipantForm = ({ title, idPrefix, online, hidden, intent, initial, outcome }: ParticipantFormProps) => {
  const values = { ...initialParticipant, ...initial, ...outcome?.values };
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <PageForm className={styles.participantForm} outcome={outcome} aria-labelledby={id('titel')}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <h3 id={id('titel')} className={styles.formTitle}>
        {title}
      </h3>
      <FormMessage outcome={outcome} shown={PARTICIPANT_FIELDS} />
      <div className={formStyles.grid}>
        <DefinedFields definition={PARTICIPANT_FORM} names={askedParticipantFields(online)} place={placesOf(idPrefix, values, outcome?.errors ?? {})} />
      </div>
      <div className={formStyles.actions}>
        <button type="submit" name="intent" value={intent} className={primaryButton}>
          {intent === 'add-recipient' ? 'Teilnehmer hinzufügen' : 'Änderungen speichern'}
        </button>
        {intent === 'edit-recipient' ? (
          <Link to={CART_PAGE_PATH} className={formStyles.linkButton} preventScrollReset>
            Abbrechen
          </Link>
        ) : null}
      </div>
    </PageForm>
  );
};
