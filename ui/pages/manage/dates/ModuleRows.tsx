import { MODULES_FIELD, moduleFieldName } from '../../../../domain/seminar-date/series-modules';
import { CheckboxField, FieldError, SelectField, TextField } from '../../../forms/Field';
import * as forms from '../../../forms/forms.styles';
import { ADD_MODULE_FIELD, isBlankRow, MODULE_ROWS_FIELD, type ModuleRowValues } from './module-rows';
import * as styles from './dates.styles';

interface Venue {
  readonly hotelId: number;
  readonly name: string;
  readonly city: string;
}

interface ModuleRowsProps {
  readonly rows: readonly ModuleRowValues[];
  readonly errors: Readonly<Record<string, string>>;
  readonly venues: readonly Venue[];
  /** What the rows are for on this page (a new date: only for a series). */
  readonly hint: string;
}

const WALL_CLOCK_HINT = 'Berliner Zeit, z. B. 02.03.2027 09:00';

/**
 * A training series' modules as numbered rows of one form: start, end and venue (or online)
 * each, a box to remove a module, an empty row for a new one, and a button for one more row.
 * Works as a plain form post: the count of rows travels in a hidden field.
 */
export const ModuleRows = ({ rows, errors, venues, hint }: ModuleRowsProps) => {
  const venueOptions = venues.map((venue) => ({ value: String(venue.hotelId), label: `${venue.name}, ${venue.city}` }));
  return (
    <fieldset className={`${forms.fieldGroup} ${styles.modules}`} aria-describedby="module-hinweis">
      <legend>Module</legend>
      <span id="module-hinweis" className={forms.hint}>
        {hint}
      </span>
      <FieldError id="module" error={errors[MODULES_FIELD]} />
      <input type="hidden" name={MODULE_ROWS_FIELD} value={rows.length} />
      <ol className={styles.moduleList}>
        {rows.map((row, index) => {
          const number = index + 1;
          const field = (name: 'startDate' | 'endDate' | 'hotelId') => ({
            id: `termin-${moduleFieldName(number, name)}`,
            name: moduleFieldName(number, name),
            error: errors[moduleFieldName(number, name)],
            defaultValue: row[name],
            optional: true,
          });
          return (
            <li key={number}>
              <fieldset className={`${forms.fieldGroup} ${forms.grid}`}>
                <legend>{`Modul ${String(number)}`}</legend>
                <TextField {...field('startDate')} label={`Beginn Modul ${String(number)}`} hint={WALL_CLOCK_HINT} autoComplete="off" />
                <TextField {...field('endDate')} label={`Ende Modul ${String(number)}`} hint={WALL_CLOCK_HINT} autoComplete="off" />
                <SelectField {...field('hotelId')} label={`Ort Modul ${String(number)}`} options={venueOptions} placeholder="– online (kein Ort) –" />
                {/* The spare row is no module yet: there is nothing to remove. */}
                {isBlankRow(row) ? null : (
                  <CheckboxField id={`termin-${moduleFieldName(number, 'remove')}`} name={moduleFieldName(number, 'remove')} label="" defaultChecked={row.remove}>
                    {`Modul ${String(number)} entfernen`}
                  </CheckboxField>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className={forms.actions}>
        <button type="submit" name={ADD_MODULE_FIELD} value="ja" className={forms.secondaryButton}>
          Modul hinzufügen
        </button>
      </div>
    </fieldset>
  );
};
