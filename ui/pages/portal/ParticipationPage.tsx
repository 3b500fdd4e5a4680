import { useActionData, useLoaderData } from 'react-router';
import { SelectField, TextField } from '../../forms/Field';
import { FormMessage } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { primaryButton } from '../../theme/controls.styles';
import { SALUTATION_OPTIONS } from '../../../domain/validation/salutation';
import { CANCEL_TARGET, GIVE_BACK_TARGET, NAME_SEAT_TARGET, SUBSTITUTE_FIELDS, SUBSTITUTE_TARGET, type ParticipationData } from './events.actions';
import * as pageParts from '../../theme/page.styles';
import * as linkParts from '../../theme/link-row.styles';

/** The colleague's name and address: who takes a seat, or who gets one of the held seats. */
const PersonFields = ({ idPrefix, outcome }: { readonly idPrefix: string; readonly outcome: FormOutcome | undefined }) => {
  const field = (name: (typeof SUBSTITUTE_FIELDS)[number]) => ({
    id: `${idPrefix}-${name}`,
    name,
    defaultValue: outcome?.values[name] ?? '',
    error: outcome?.errors[name],
  });
  return (
    <>
      <FormMessage outcome={outcome} shown={SUBSTITUTE_FIELDS} />
      <SelectField {...field('salutation')} label="Anrede" options={SALUTATION_OPTIONS} placeholder="Bitte wählen" />
      <TextField {...field('firstname')} label="Vorname" autoComplete="off" />
      <TextField {...field('lastname')} label="Nachname" autoComplete="off" />
      <TextField {...field('email')} label="E-Mail" type="email" autoComplete="off" />
    </>
  );
};

/** Seats held for colleagues: name one (it becomes a participant with its own papers), or give one back. */
const HeldSeatForms = ({ data, outcome }: { readonly data: ParticipationData; readonly outcome: FormOutcome | undefined }) => {
  const name = outcomeFor(outcome, NAME_SEAT_TARGET);
  const giveBack = outcomeFor(outcome, GIVE_BACK_TARGET);
  const { actions } = data.participant;
  return (
    <>
      {actions.nameSeat && (
        <section aria-labelledby="benennen-titel" className={formStyles.card}>
          <h2 id="benennen-titel" className={pageParts.sectionHeading}>
            Einen Platz benennen
          </h2>
          <p className={pageParts.smallPrint}>
            Wer einen der Plätze bekommt, wird Teilnehmerin oder Teilnehmer mit eigenem Preis, Entsendungsbeschluss und Kostenübernahme und erhält eine E-Mail.
          </p>
          <PageForm outcome={name} aria-labelledby="benennen-titel" className={`${pageParts.stack} ${pageParts.narrow}`}>
            <PersonFields idPrefix="platz" outcome={name} />
            <div className={formStyles.actions}>
              <button type="submit" name="intent" value={NAME_SEAT_TARGET} className={primaryButton}>
                Platz benennen
              </button>
            </div>
          </PageForm>
        </section>
      )}
      {actions.giveBackSeat && (
        <section aria-labelledby="zurueck-titel" className={formStyles.card}>
          <h2 id="zurueck-titel" className={pageParts.sectionHeading}>
            Einen Platz zurückgeben
          </h2>
          <p className={pageParts.smallPrint}>Ein Platz ohne Namen wird wieder frei; die übrigen Plätze bleiben Ihnen.</p>
          <PageForm outcome={giveBack} aria-labelledby="zurueck-titel">
            <FormMessage outcome={giveBack} shown={[]} />
            <div className={formStyles.actions}>
              <button type="submit" name="intent" value={GIVE_BACK_TARGET} className={formStyles.secondaryButton}>
                Einen Platz zurückgeben
              </button>
            </div>
          </PageForm>
        </section>
      )}
    </>
  );
};

/**
 * One participation: a colleague takes the seat, or it is cancelled under the provider's
 * terms; seats held for colleagues are named or given back one by one.
 */
export const ParticipationPage = () => {
  const data = useLoaderData<ParticipationData>();
  const outcome = useActionData<FormOutcome>();
  const substitute = outcomeFor(outcome, SUBSTITUTE_TARGET);
  const cancel = outcomeFor(outcome, CANCEL_TARGET);
  const { actions, heldSeats } = data.participant;
  return (
    <section className={pageParts.page} aria-labelledby="teilnahme-titel">
      <h1 id="teilnahme-titel" className={pageParts.pageHeading}>
        {heldSeats === undefined ? `Teilnahme von ${data.participant.nameAfterPreposition}` : `Plätze von ${data.participant.nameAfterPreposition}`}
      </h1>
      <p className={pageParts.lead}>
        {data.event.title} · {data.event.date} · {data.event.location} · <strong>{data.participant.state}</strong>
      </p>
      {actions.substitute && (
        <section aria-labelledby="ersatz-titel" className={formStyles.card}>
          <h2 id="ersatz-titel" className={pageParts.sectionHeading}>
            Ersatzteilnehmer benennen
          </h2>
          <p className={pageParts.smallPrint}>
            Eine Kollegin oder ein Kollege übernimmt den Platz (§ 37 Abs. 6 BetrVG). Platz und Preis bleiben; beide erhalten eine E-Mail.
          </p>
          <PageForm outcome={substitute} aria-labelledby="ersatz-titel" className={`${pageParts.stack} ${pageParts.narrow}`}>
            <PersonFields idPrefix="ersatz" outcome={substitute} />
            <div className={formStyles.actions}>
              <button type="submit" name="intent" value="ersetzen" className={primaryButton}>
                Teilnahme übertragen
              </button>
            </div>
          </PageForm>
        </section>
      )}
      {heldSeats !== undefined && <HeldSeatForms data={data} outcome={outcome} />}
      {actions.cancel && (
        <section aria-labelledby="storno-titel" className={formStyles.card}>
          <h2 id="storno-titel" className={pageParts.sectionHeading}>
            {data.cancellation.heading}
          </h2>
          <p>Unsere Stornobedingungen:</p>
          <ul>
            {data.terms.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>
            <strong>{data.feeText}</strong>
          </p>
          <PageForm outcome={cancel} aria-labelledby="storno-titel">
            <FormMessage outcome={cancel} shown={[]} />
            <div className={formStyles.actions}>
              <button type="submit" name="intent" value="stornieren" className={formStyles.secondaryButton}>
                {data.cancellation.button}
              </button>
            </div>
          </PageForm>
        </section>
      )}
      {!actions.cancel && !actions.substitute && !actions.nameSeat && <p className={pageParts.smallPrint}>Diese Teilnahme kann nicht mehr geändert werden.</p>}
      <p className={`${linkParts.linkRow} ${linkParts.linkRowSmall}`}>
        <a href="/meinifb">Zurück zu Mein Bereich</a>
      </p>
    </section>
  );
};
