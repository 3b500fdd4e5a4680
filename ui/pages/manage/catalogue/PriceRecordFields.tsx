import { Fragment, useState } from 'react';
import { formatEuro } from '../../../../domain/money/money';
import { priceForParticipant } from '../../../../domain/pricing/pricing';
import { participantCount } from '../../../../domain/pricing/participant-count';
import { parseEuro } from '../../../../domain/seminar-date/decimal-euro';
import { PRICE_FIELDS, type PriceField } from '../../../../domain/seminar-date/seminar-date';
import type { PriceText } from '../../../../application/catalogue-admin/change-seminar-prices';
import { TextField } from '../../../forms/Field';
import * as facts from '../../../theme/fact-list.styles';

const LABELS: Readonly<Record<PriceField, string>> = {
  price: 'Preis (1. Teilnehmer)',
  priceParticipantTwo: 'Preis 2. Teilnehmer',
  priceParticipantThree: 'Preis 3. Teilnehmer',
  priceParticipantFour: 'Preis 4. Teilnehmer',
  priceParticipantFive: 'Preis ab 5. Teilnehmer',
};

/** Each participant's price as the bookings will charge it: an empty tier falls back (domain/pricing, spec §9). */
const chargedPrices = (text: PriceText): readonly string[] => {
  const base = parseEuro(text.price ?? '');
  if (base === undefined) return PRICE_FIELDS.map(() => '–');
  const tiers = Object.fromEntries(
    PRICE_FIELDS.slice(1).flatMap((field) => {
      const amount = parseEuro(text[field] ?? '');
      return amount === undefined ? [] : [[field, amount]];
    }),
  );
  return PRICE_FIELDS.map((_, index) => formatEuro(priceForParticipant({ price: base, ...tiers }, participantCount(index + 1))));
};

/**
 * The price record's five tiers, and under them what each participant pays: rendered by the
 * server from the stored prices, and updated as staff type when JavaScript runs.
 */
export const PriceRecordFields = ({ values, errors }: { readonly values: PriceText; readonly errors: Readonly<Record<string, string>> }) => {
  const [typed, setTyped] = useState<PriceText>(values);
  const charged = chargedPrices(typed);
  return (
    <>
      {PRICE_FIELDS.map((field) => (
        <div key={field} onChange={(event) => {
            setTyped({ ...typed, [field]: (event.target as HTMLInputElement).value });
          }}>
          <TextField
            id={`preis-${field}`}
            name={field}
            label={LABELS[field]}
            hint={field === 'price' ? 'In Euro, z. B. 890,00' : 'Leer: wie der vorige Teilnehmer'}
            optional={field !== 'price'}
            inputMode="text"
            defaultValue={values[field] ?? ''}
            error={errors[field]}
          />
        </div>
      ))}
      <dl className={facts.factGrid} aria-live="polite" aria-label="So wird berechnet">
        {charged.map((amount, index) => (
          <Fragment key={PRICE_FIELDS[index]}>
            <dt>{`${String(index + 1)}.${index === 4 ? ' und jeder weitere' : ''} Teilnehmer`}</dt>
            <dd>{amount}</dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
};
