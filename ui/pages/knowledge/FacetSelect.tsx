export interface FacetOption {
  readonly value: string;
  readonly text: string;
  readonly count: number;
}

/**
 * One field of a GET filter form: a choice of the facet's values with how many items each has,
 * and "all" first. A facet without values is left out (nothing to choose).
 */
export const FacetSelect = ({ label, name, value, all, options }: { label: string; name: string; value: string; all: string; options: readonly FacetOption[] }) =>
  options.length === 0 ? null : (
    <label>
      {label}
      <select name={name} defaultValue={value}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text} ({option.count})
          </option>
        ))}
      </select>
    </label>
  );
