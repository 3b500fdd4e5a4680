import { FieldError } from '../../../forms/Field';
import * as formStyles from '../../../forms/forms.styles';
import { choiceField } from './settings-sections';
import type { SectionState } from './section-form';

interface CheckboxGroupProps {
  readonly state: SectionState;
  /** The request's field the group's message belongs to ('functions', 'topics'). */
  readonly name: string;
  /** Prefix of the posted fields: one per choice (settings-sections.ts). */
  readonly prefix: string;
  readonly legend: string;
  readonly options: readonly { readonly value: string; readonly label: string; readonly hint?: string }[];
  readonly selected: readonly string[];
}

/** Several choices of one question: a fieldset whose first box carries the group's message, so focus-on-error lands there. */
export const CheckboxGroup = ({ state, name, prefix, legend, options, selected }: CheckboxGroupProps) => {
  const groupId = state.id(name);
  const error = state.error(name);
  return (
    <fieldset className={formStyles.choices} aria-describedby={error ? `${groupId}-fehler` : undefined}>
      <legend>{legend}</legend>
      {options.map((option, index) => {
        const field = choiceField(prefix, option.value);
        return (
          <label key={option.value} className={formStyles.checkbox}>
            <input
              type="checkbox"
              id={index === 0 ? groupId : state.id(field)}
              name={field}
              value="on"
              defaultChecked={state.checked(field, selected.includes(option.value))}
              aria-invalid={index === 0 && error ? true : undefined}
            />
            <span>
              {option.label}
              {option.hint ? <span className={formStyles.choiceHint}> – {option.hint}</span> : null}
            </span>
          </label>
        );
      })}
      <FieldError id={groupId} error={error} />
    </fieldset>
  );
};
