import { cents, formatEuro } from '../../domain/money/money';
import * as styles from './totals-lines.styles';

/**
 * The group discount a sum already holds (spec §9: single price × count − total), said as
 * included: listed under the sum as 'Gruppenrabatt – Sie sparen …', it read as still to come off.
 * For a <dl> of totals; nothing without a discount.
 */
export const IncludedGroupDiscount = ({ amount }: { readonly amount: number }) =>
  amount > 0 ? (
    <>
      <dt className={styles.saving}>Enthaltener Gruppenrabatt</dt>
      <dd className={styles.saving}>{`Sie sparen ${formatEuro(cents(amount))}`}</dd>
    </>
  ) : null;

/**
 * The part of a total for participants who pay nothing yet (a reservation stays unverbindlich,
 * a place on the waiting list is only offered later), so the total is not taken for the bill.
 * For a <dl> of totals, under the total; nothing when there is no such part.
 */
export const ShareOfTotal = ({ label, amount }: { readonly label: string; readonly amount: number }) =>
  amount > 0 ? (
    <>
      <dt className={styles.share}>{label}</dt>
      <dd className={styles.share}>{formatEuro(cents(amount))}</dd>
    </>
  ) : null;
