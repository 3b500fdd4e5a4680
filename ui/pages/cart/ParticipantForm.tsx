import { Link } from 'react-router';
import { BR_FUNCTIONS } from '../../../domain/portal/br-functions';
import { HOTEL_OVERNIGHT_OPTIONS } from '../../../domain/portal/hotel-preferences';
import { SALUTATION_OPTIONS } from '../../../domain/validation/salutation';
import { ChoiceGroup, SelectField, TextField } from '../../forms/Field';
import { FormMessage } from '../../forms/Notice';
import { RECIPIENT_FIELDS as PARTICIPANT_FIELDS } from './cart-form.fields';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import type { FormOutcome } from '../../forms/page-form-action';
import { primaryButton } from '../../theme/controls.styles';
import { BOOKING_CHOICES } from './cart-texts';
import { CART_PAGE_PATH } from './cart.paths';
import * as styles from './cart.styles';

export interface ParticipantValues {
  readonly salutation: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly function: string;
  readonly bookingType: string;
  readonly hotelOverNightOption: string;
}

const NEW_PARTICIPANT: ParticipantValues = {
  salutation: 'Keine Angabe',
  firstname: '',
  lastname: '',
  email: '',
  function: '',
  bookingType: 'Buchung',
  hotelOverNightOption: '',
};

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
  const values = { ...NEW_PARTICIPANT, ...initial, ...outcome?.values };
  const errors = outcome?.errors ?? {};
  const id = (name: string) => `${idPrefix}-${name}`;
  const field = (name: keyof ParticipantValues) => ({ id: id(name), name, defaultValue: values[name], error: errors[name] });
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
        <SelectField {...field('salutation')} label="Anrede" options={SALUTATION_OPTIONS} />
        <TextField {...field('firstname')} label="Vorname" autoComplete="off" />
        <TextField {...field('lastname')} label="Nachname" autoComplete="off" />
        <TextField {...field('email')} label="E-Mail" type="email" autoComplete="off" hint="Für die Einladung und die Unterlagen" />
        <SelectField {...field('function')} label="Funktion im Gremium" options={BR_FUNCTIONS} placeholder="Keine Angabe" optional />
      </div>
      <ChoiceGroup {...field('bookingType')} label="Buchung oder Reservierung?" choices={BOOKING_CHOICES} />
      {online ? null : (
        <ChoiceGroup
          {...field('hotelOverNightOption')}
          label="Verpflegungs-/Übernachtungsoption"
          // The choice changes no price here (the cost calculator adds the hotel's), so the form says why.
          hint="Der Seminarpreis ist für jede Option gleich; was die Übernachtung kostet, zeigt der Kostenrechner („Kosten mit Übernachtung berechnen“)."
          choices={HOTEL_OVERNIGHT_OPTIONS.map((option) => ({ value: option, label: option }))}
        />
      )}
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
