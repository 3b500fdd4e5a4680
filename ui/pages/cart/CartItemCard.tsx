import { Link, useSearchParams } from 'react-router';
import { visuallyHidden } from '../../theme/visually-hidden.styles';
import { berlinTimeText } from '../../dates/instant-text';
import { cents, formatEuro } from '../../../domain/money/money';
import { Notice } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { NEW_RECIPIENT_TARGET, newParticipantName } from './cart-form.fields';
import { KIND_LABEL, participantsText, personName, unitPriceText } from './cart-texts';
import type { CartJson } from './cart.loaders';
import { EDIT_PARAM, NEW_PARAM, itemAnchor, participantAnchor } from './cart.paths';
import { NewParticipant, ParticipantForm } from './ParticipantForm';
import { isParticipantBegun, PARTICIPANT_FIELDS, PARTICIPANT_FORM } from '../../../domain/cart/participant-form';
import { pickFormValues } from '../../../domain/forms/form-definition';
import { costCalculatorPath } from '../../../application/documents/documents.paths';
import { MAX_CALCULATOR_PARTICIPANTS } from '../../../domain/cost-calculator/cost-calculation';
import { onlineFaxPagePath } from '../online-fax/online-fax.paths';
import { IncludedGroupDiscount } from '../../commerce/TotalsLines';
import * as pageParts from '../../theme/page.styles';
import * as summaryParts from '../../theme/summary-aside.styles';
import * as styles from './cart.styles';
import { actionLink } from '../../theme/action-link.styles';
import { badge, badgeSuccess } from '../../theme/badge.styles';
import { cardHead } from '../../theme/card.styles';

type Item = CartJson['items'][number];
type Recipient = Item['recipients'][number];

const clockTimes = (item: Item): string =>
  `${berlinTimeText(item.startDate)} – ${berlinTimeText(item.endDate)} Uhr`;

const ParticipantSummary = ({ item, recipient, outcome }: { readonly item: Item; readonly recipient: Recipient; readonly outcome: FormOutcome | undefined }) => {
  const title = `${String(recipient.position)}. Teilnehmer`;
  const removeOutcome = outcomeFor(outcome, participantAnchor(recipient.recipientId));
  return (
    <li id={participantAnchor(recipient.recipientId)} className={styles.participant}>
      <div>
        <h3 className={styles.participantTitle}>{title}</h3>
        <p className={styles.participantLines}>{`${personName(recipient)}, ${recipient.email}`}</p>
        {recipient.function === '' ? null : <p className={styles.participantLines}>{`Funktion: ${recipient.function}`}</p>}
        <p className={styles.participantLines}>
          <span className={recipient.bookingType === 'Buchung' ? `${badge} ${badgeSuccess}` : badge}>
            {recipient.bookingType === 'Buchung' ? 'Buchung (verbindlich)' : 'Reservierung (unverbindlich)'}
          </span>
          {item.isOnlineEvent || recipient.hotelOverNightOption === '' ? null : ` · ${recipient.hotelOverNightOption}`}
        </p>
        {removeOutcome?.message === undefined ? null : <Notice tone="error">{removeOutcome.message}</Notice>}
        <div className={formStyles.actions}>
          <Link to={`?${EDIT_PARAM}=${String(recipient.recipientId)}#${participantAnchor(recipient.recipientId)}`} className={formStyles.linkButton} preventScrollReset>
            Ändern<span className={visuallyHidden}>{`: ${title}`}</span>
          </Link>
          <PageForm aria-label={`${title} entfernen`}>
            <input type="hidden" name="recipientId" value={recipient.recipientId} />
            <input type="hidden" name="cartItemId" value={item.cartItemId} />
            <button type="submit" name="intent" value="delete-recipient" className={`${formStyles.linkButton} ${formStyles.dangerLinkButton}`}>
              Entfernen<span className={visuallyHidden}>{`: ${title}`}</span>
            </button>
          </PageForm>
        </div>
      </div>
      <p className={styles.participantPrice}>{formatEuro(cents(recipient.price))}</p>
    </li>
  );
};

const hasTypedParticipant = (outcome: FormOutcome, cartItemId: number): boolean =>
  isParticipantBegun(Object.fromEntries(PARTICIPANT_FIELDS.map((field) => [field, outcome.values[newParticipantName(cartItemId, field)] ?? ''])));

/** The Kostenrechner calculates for the participants in the cart (at least one, at most what it takes). */
const calculatorParticipants = (count: number): number => Math.min(MAX_CALCULATOR_PARTICIPANTS, Math.max(1, count));

/**
 * One date in the cart with its participants: each priced by its tier (domain/pricing through
 * the cart's answer), the item's total and the group discount ('Sie sparen …').
 */
export const CartItemCard = ({ item, outcome }: { readonly item: Item; readonly outcome: FormOutcome | undefined }) => {
  const [params] = useSearchParams();
  const editing = Number(params.get(EDIT_PARAM));
  const newTarget = NEW_RECIPIENT_TARGET(item.cartItemId);
  const addOutcome = outcomeFor(outcome, newTarget);
  // A participant typed but refused with the step (at another field) stays open with what was typed.
  const typedHere = outcome !== undefined && hasTypedParticipant(outcome, item.cartItemId);
  const adding = item.recipients.length === 0 || params.get(NEW_PARAM) === String(item.cartItemId) || addOutcome !== undefined || typedHere;
  const titleId = `${itemAnchor(item.cartItemId)}-titel`;
  const itemOutcome = outcomeFor(outcome, itemAnchor(item.cartItemId));
  return (
    <article id={itemAnchor(item.cartItemId)} className={formStyles.card} aria-labelledby={titleId}>
      <div className={cardHead}>
        <div>
          <h2 id={titleId} className={styles.itemTitle}>
            <Link to={`/seminare/p/${item.themeSlug}`}>{item.themeTitle}</Link>
          </h2>
          <p className={styles.meta}>
            <span className={badge}>{KIND_LABEL[item.kind]}</span>
            <span>{item.city}</span>
          </p>
          <p className={styles.meta}>
            <strong>{item.dateText}</strong>
            <span>{clockTimes(item)}</span>
          </p>
          <p className={pageParts.smallPrint}>{unitPriceText(item)}</p>
          {item.isOnlineEvent ? null : (
            <p className={pageParts.smallPrint}>
              <Link to={costCalculatorPath(item.eventId, { participants: calculatorParticipants(item.recipients.length), overnight: 'with' })}>
                Kosten mit Übernachtung berechnen<span className={visuallyHidden}>{`: ${item.themeTitle}`}</span>
              </Link>
            </p>
          )}
          <p className={pageParts.smallPrint}>
            <Link to={onlineFaxPagePath(item.eventId)}>
              Lieber per Fax oder Post bestellen<span className={visuallyHidden}>{`: ${item.themeTitle}`}</span>
            </Link>
          </p>
        </div>
        <PageForm aria-label={`Termin entfernen: ${item.themeTitle}`}>
          <input type="hidden" name="cartItemId" value={item.cartItemId} />
          <button type="submit" name="intent" value="delete-item" className={`${formStyles.linkButton} ${formStyles.dangerLinkButton}`}>
            Termin entfernen<span className={visuallyHidden}>{`: ${item.themeTitle}`}</span>
          </button>
        </PageForm>
      </div>
      {itemOutcome?.message === undefined ? null : <Notice tone="error">{itemOutcome.message}</Notice>}
      {item.bookable ? null : <Notice tone="error">Dieser Termin hat bereits begonnen und kann nicht mehr gebucht werden. Bitte entfernen Sie ihn.</Notice>}
      {item.recipients.length === 0 ? null : (
        <ol className={styles.participants} aria-label={`Teilnehmer: ${item.themeTitle}`}>
          {item.recipients.map((recipient) =>
            editing === recipient.recipientId || outcomeFor(outcome, participantAnchor(recipient.recipientId))?.values.intent === 'edit-recipient' ? (
              <li key={recipient.recipientId} id={participantAnchor(recipient.recipientId)}>
                <ParticipantForm
                  title={`${String(recipient.position)}. Teilnehmer ändern`}
                  idPrefix={participantAnchor(recipient.recipientId)}
                  online={item.isOnlineEvent}
                  recipientId={recipient.recipientId}
                  cartItemId={item.cartItemId}
                  initial={pickFormValues(PARTICIPANT_FORM, recipient)}
                  outcome={outcomeFor(outcome, participantAnchor(recipient.recipientId))}
                />
              </li>
            ) : (
              <ParticipantSummary key={recipient.recipientId} item={item} recipient={recipient} outcome={outcome} />
            ),
          )}
        </ol>
      )}
      {adding ? (
        <NewParticipant
          // New fields after each added participant: the last one's entries must not linger.
          key={`neu-${String(item.recipients.length)}`}
          title={`${String(item.recipients.length + 1)}. Teilnehmer`}
          target={newTarget}
          cartItemId={item.cartItemId}
          online={item.isOnlineEvent}
          typed={outcome}
          outcome={addOutcome}
        />
      ) : (
        <Link to={`?${NEW_PARAM}=${String(item.cartItemId)}#${newTarget}-titel`} className={actionLink} preventScrollReset>
          + Weiteren Teilnehmer hinzufügen<span className={visuallyHidden}>{`: ${item.themeTitle}`}</span>
        </Link>
      )}
      <dl className={`${summaryParts.totals} ${summaryParts.totalsRuled}`}>
        <dt>{`Summe für ${participantsText(item.recipients.length)}`}</dt>
        <dd>{formatEuro(cents(item.total))}</dd>
        <IncludedGroupDiscount amount={item.groupDiscount} />
      </dl>
    </article>
  );
};
