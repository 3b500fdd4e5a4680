import { Fragment } from 'react';
import { Link, useActionData, useLoaderData } from 'react-router';
import { REQUESTS_PATHS } from '../../../../application/requests/requests.paths';
import { REQUEST_STATUS_LABELS, REQUEST_STATUSES } from '../../../../domain/requests/request-status';
import { berlinDateText, berlinTimeText } from '../../../dates/instant-text';
import { SelectField, TextAreaField, TextField } from '../../../forms/Field';
import { FormMessage, Notice } from '../../../forms/Notice';
import { PageForm } from '../../../forms/PageForm';
import * as formStyles from '../../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../../forms/page-form-action';
import { primaryButton } from '../../../theme/controls.styles';
import * as facts from '../../../theme/fact-list.styles';
import * as layout from '../../../theme/page.styles';
import * as own from './requests.styles';
import { HANDLING_FORM, OFFER_FORM, type RequestJson, type RequestPageData } from './requests.loader';

const when = (iso: string): string => `${berlinDateText(iso)}, ${berlinTimeText(iso)} Uhr`;

const STATUS_OPTIONS = REQUEST_STATUSES.map((status) => ({ value: status, label: REQUEST_STATUS_LABELS[status] }));

/** Status, assignee and note: what the form sent last wins over the stored values, so nothing typed is lost. */
const HandlingForm = ({ request, outcome }: { readonly request: RequestJson; readonly outcome: FormOutcome | undefined }) => {
  const value = (name: string, stored: string | null): string => outcome?.values[name] ?? stored ?? '';
  return (
    <PageForm className={formStyles.card} outcome={outcome} aria-labelledby="bearbeitung-titel">
      <h2 id="bearbeitung-titel" className={layout.sectionHeading}>
        Bearbeitung
      </h2>
      <input type="hidden" name="intent" value={HANDLING_FORM} />
      <FormMessage outcome={outcome} shown={['status', 'assignee', 'note']} />
      <SelectField id="anfrage-status" name="status" label="Status" options={STATUS_OPTIONS} defaultValue={value('status', request.status)} error={outcome?.errors.status} />
      <TextField id="anfrage-zustaendig" name="assignee" label="Zuständig" optional maxLength={200} defaultValue={value('assignee', request.assignee)} error={outcome?.errors.assignee} />
      <TextAreaField id="anfrage-notiz" name="note" label="Notiz" optional rows={4} defaultValue={value('note', request.note)} error={outcome?.errors.note} />
      <div className={formStyles.actions}>
        <button type="submit" className={primaryButton}>
          Speichern
        </button>
      </div>
    </PageForm>
  );
};

/** An inhouse request answered with an offer: the PDF goes to the sender by mail. */
const OfferForm = ({ request, outcome }: { readonly request: RequestJson; readonly outcome: FormOutcome | undefined }) => (
  <PageForm className={formStyles.card} outcome={outcome} aria-labelledby="angebot-titel">
    <h2 id="angebot-titel" className={layout.sectionHeading}>
      Angebot senden
    </h2>
    <p className={layout.smallPrint}>{`Das Angebot geht als PDF an ${request.email ?? ''}.`}</p>
    <input type="hidden" name="intent" value={OFFER_FORM} />
    <FormMessage outcome={outcome} shown={['title', 'price', 'text']} />
    <TextField id="angebot-leistung" name="title" label="Leistung" maxLength={200} defaultValue={outcome?.values.title} error={outcome?.errors.title} />
    <TextField id="angebot-preis" name="price" label="Preis in Euro (netto)" inputMode="text" hint="z. B. 4900 oder 4900,00" defaultValue={outcome?.values.price} error={outcome?.errors.price} />
    <TextAreaField id="angebot-text" name="text" label="Beschreibung" rows={6} defaultValue={outcome?.values.text} error={outcome?.errors.text} />
    <div className={formStyles.actions}>
      <button type="submit" className={primaryButton}>
        Angebot senden
      </button>
    </div>
  </PageForm>
);

/** /manage/anfragen/:requestId: what the form sent, and its handling by staff (works without JavaScript). */
export const RequestPage = () => {
  const { request, saved } = useLoaderData<RequestPageData>();
  const last = useActionData<FormOutcome>();
  return (
    <section className={layout.page} aria-labelledby="anfrage-titel">
      <p>
        <Link to={REQUESTS_PATHS.list}>Zurück zu den Anfragen</Link>
      </p>
      <h1 id="anfrage-titel" className={layout.pageHeading}>
        {`${request.kindLabel} Nr. ${String(request.requestId)}`}
      </h1>
      <p className={layout.lead}>{`Eingegangen am ${when(request.receivedAt)} · Status: ${request.statusLabel}`}</p>
      {saved === 'bearbeitung' && <Notice tone="success">Die Anfrage ist gespeichert.</Notice>}
      {saved === 'angebot' && <Notice tone="success">{`Das Angebot ist an ${request.email ?? ''} unterwegs.`}</Notice>}
      <h2 className={layout.sectionHeading}>Angaben</h2>
      <dl className={facts.factGrid}>
        {request.fields.map((field) => (
          <Fragment key={field.label}>
            <dt>{field.label}</dt>
            <dd className={own.message}>{field.value}</dd>
          </Fragment>
        ))}
      </dl>
      <HandlingForm request={request} outcome={outcomeFor(last, HANDLING_FORM)} />
      {request.offerable && <OfferForm request={request} outcome={outcomeFor(last, OFFER_FORM)} />}
    </section>
  );
};
