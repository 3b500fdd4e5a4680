import { useActionData, useLoaderData } from 'react-router';
import { PARTICIPANT_STATUS_LABELS } from '../../../../application/back-office/messages';
import { orderPagePath, type ParticipantAction } from '../../../../application/back-office/order-desk.paths';
import { fullName } from '../../../../domain/correspondence/person-name';
import { cents, formatEuro } from '../../../../domain/money/money';
import { SALUTATION_OPTIONS } from '../../../../domain/validation/salutation';
import { berlinDateRangeText, berlinDateText, berlinTimeText } from '../../../dates/instant-text';
import { SelectField, TextField } from '../../../forms/Field';
import { FormMessage } from '../../../forms/Notice';
import { PageForm } from '../../../forms/PageForm';
import { outcomeFor, type FormOutcome } from '../../../forms/page-form-action';
import * as links from '../../../theme/link-row.styles';
import * as pageParts from '../../../theme/page.styles';
import * as facts from '../../../theme/fact-list.styles';
import { primaryButton } from '../../../theme/controls.styles';
import * as styles from './desk.styles';
import { PARTICIPANT_ACTION_LABELS } from './desk-words';
import type { CancellationPreviewJson, ParticipantActionPageData } from './participant-action.loader';

type Participant = ParticipantActionPageData['participant'];

/** The date an <input type="date"> shows for an ISO instant (Berlin). */
const isoDay = (iso: string): string => berlinDateText(iso).split('.').reverse().join('-');

const CONFIRM_LABELS: Readonly<Record<ParticipantAction, string>> = {
  stornieren: 'Jetzt stornieren',
  ersetzen: 'Ersatzteilnehmer eintragen',
  buchen: 'Verbindlich buchen',
  verlaengern: 'Reservierung verlängern',
  'platz-anbieten': 'Platz anbieten',
};

const Cancellation = ({ preview, outcome }: { readonly preview: CancellationPreviewJson; readonly outcome: FormOutcome | undefined }) => (
  <>
    <h2 className={pageParts.sectionHeading}>Stornobedingungen</h2>
    <ul>
      {preview.terms.map((term) => (
        <li key={term}>{term}</li>
      ))}
    </ul>
    <p className={styles.fee}>
      {preview.share === 0 ? 'Die Stornierung ist jetzt kostenfrei.' : `Stornogebühr jetzt: ${String(preview.share)} % des Preises = ${formatEuro(cents(preview.fee))}`}
    </p>
    {preview.waiting.length > 0 && (
      <SelectField
        id="angebot-an"
        name="angebotAn"
        label="Den frei werdenden Platz zuerst anbieten an"
        hint="Sonst erhält ihn die Warteliste der Reihe nach."
        placeholder="der Reihe der Warteliste nach"
        optional
        options={preview.waiting.map((entry) => ({
          value: entry.entryId,
          label: `${String(entry.position)}. ${entry.name} (${String(entry.seats)} ${entry.seats === 1 ? 'Platz' : 'Plätze'})`,
        }))}
        error={outcome?.errors.angebotAn}
        defaultValue={outcome?.values.angebotAn}
      />
    )}
  </>
);

const Substitute = ({ outcome }: { readonly outcome: FormOutcome | undefined }) => (
  <>
    <SelectField id="ersatz-anrede" name="salutation" label="Anrede" options={SALUTATION_OPTIONS} error={outcome?.errors.salutation} defaultValue={outcome?.values.salutation} />
    <TextField id="ersatz-vorname" name="firstname" label="Vorname" autoComplete="off" error={outcome?.errors.firstname} defaultValue={outcome?.values.firstname} />
    <TextField id="ersatz-nachname" name="lastname" label="Nachname" autoComplete="off" error={outcome?.errors.lastname} defaultValue={outcome?.values.lastname} />
    <TextField id="ersatz-email" name="email" label="E-Mail" type="email" autoComplete="off" error={outcome?.errors.email} defaultValue={outcome?.values.email} />
  </>
);

const Extension = ({ participant, outcome }: { readonly participant: Participant; readonly outcome: FormOutcome | undefined }) => (
  <TextField
    id="reserviert-bis"
    name="bis"
    label="Reserviert bis (Tag, einschließlich)"
    hint={`Höchstens bis zum Beginn am ${berlinDateText(participant.startDate)}.`}
    error={outcome?.errors.bis}
    defaultValue={outcome?.values.bis ?? (participant.reservedUntil === null ? '' : isoDay(participant.reservedUntil))}
    type="date"
  />
);

/** What happens, in a sentence, before staff confirm. */
const EXPLANATIONS: Readonly<Record<ParticipantAction, string>> = {
  stornieren: 'Die Teilnahme wird storniert; die Teilnehmerin oder der Teilnehmer und die Besteller erhalten eine E-Mail mit der Gebühr.',
  ersetzen: 'Eine Kollegin oder ein Kollege übernimmt den Platz zum selben Preis; beide erhalten eine E-Mail.',
  buchen: 'Die Reservierung wird mit der Rechnungsadresse der Bestellung verbindlich gebucht; die Besteller erhalten eine E-Mail.',
  verlaengern: 'Die Reservierung hält den Platz länger frei.',
  'platz-anbieten': 'Die freien Plätze werden diesem Eintrag der Warteliste für 48 Stunden angeboten, vor allen anderen; er erhält die E-Mail mit dem Angebot.',
};

/** /manage/bestellungen/{n}/teilnehmer/{id}/{aktion}: the confirmation step of one action (a second POST confirms; nothing changes before). */
export const ParticipantActionPage = () => {
  const { action, order, participant, cancellation } = useLoaderData<ParticipantActionPageData>();
  const outcome = outcomeFor(useActionData<FormOutcome>(), action);
  const back = orderPagePath(order.orderNumber);
  return (
    <section className={pageParts.page} aria-labelledby="action-heading">
      <h1 id="action-heading" className={pageParts.pageHeading}>
        {`${PARTICIPANT_ACTION_LABELS[action]}: ${fullName(participant)}`}
      </h1>
      <dl className={facts.factGrid}>
        <dt>Bestellung</dt>
        <dd>
          <a href={back}>{order.orderNumber}</a>
        </dd>
        <dt>Seminar / Fachtagung</dt>
        <dd>{`${participant.title}, ${berlinDateRangeText(participant.startDate, participant.endDate)}`}</dd>
        <dt>Status</dt>
        <dd>
          {PARTICIPANT_STATUS_LABELS[participant.status]}
          {participant.reservedUntil !== null && ` bis ${berlinDateText(participant.reservedUntil)}, ${berlinTimeText(participant.reservedUntil)} Uhr`}
        </dd>
        <dt>Preis</dt>
        <dd>{formatEuro(cents(participant.price))}</dd>
      </dl>
      <p>{EXPLANATIONS[action]}</p>
      <PageForm outcome={outcome} aria-labelledby="action-heading">
        <FormMessage outcome={outcome} shown={['angebotAn', 'salutation', 'firstname', 'lastname', 'email', 'bis']} />
        {action === 'stornieren' && cancellation !== null && <Cancellation preview={cancellation} outcome={outcome} />}
        {action === 'ersetzen' && <Substitute outcome={outcome} />}
        {action === 'verlaengern' && <Extension participant={participant} outcome={outcome} />}
        <ul className={links.linkRow}>
          <li>
            <button type="submit" className={primaryButton}>
              {CONFIRM_LABELS[action]}
            </button>
          </li>
          <li>
            <a href={back}>Abbrechen</a>
          </li>
        </ul>
      </PageForm>
    </section>
  );
};
