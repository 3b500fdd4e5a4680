import { InvalidArgumentError } from 'commander';
import { Temporal } from 'temporal-polyfill';

/** A calendar day as an option takes it (--since, --until): JJJJ-MM-TT, a day that exists. */
export const dayOption = (value: string): Temporal.PlainDate => {
  try {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new RangeError(value);
    return Temporal.PlainDate.from(value, { overflow: 'reject' });
  } catch {
    throw new InvalidArgumentError('Bitte ein Datum im Format JJJJ-MM-TT angeben (z. B. 2026-11-01).');
  }
};
