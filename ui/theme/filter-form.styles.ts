import { css } from '@linaria/core';
import { color, layout, space } from './tokens';

/**
 * The site's GET filter and search forms (site search, FAQ search, downloads filter, the admin's
 * audit log): each field a label above its input, side by side where there is room, wrapping on
 * a phone. One look for every list a visitor narrows down.
 */
/**
 * A field whose label is not wrapped around its control (`<label for>` beside a select, so the
 * select's value does not become part of the label's name): label and control in one box.
 */
export const field = css`
  display: grid;
  gap: ${space.xs};
  flex: 1 1 12rem;
  min-width: 0;

  label {
    font-weight: 600;
  }
`;

export const filterForm = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.m};
  align-items: flex-end;
  margin: 0 0 ${space.l};
  padding: ${space.m};
  background: ${color.brandLight};
  border-radius: ${layout.radius};

  > label {
    display: grid;
    gap: ${space.xs};
    flex: 1 1 12rem;
    min-width: 0;
    font-weight: 600;
  }

  input,
  select {
    min-height: 2.75rem;
    width: 100%;
    padding: 0 ${space.s};
    border: 1px solid ${color.textMuted};
    border-radius: ${layout.radius};
    background: ${color.surface};
    font: inherit;
  }
`;

/** The form's buttons and its reset link, in one row that wraps. */
export const formButtons = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s};
  align-items: center;
`;

/** The line under the form that says how many items the filter found. */
export const resultSummary = css`
  margin: 0 0 ${space.m};
  color: ${color.textMuted};
`;

/** The pages of a filtered list under it: back, "Seite N von M", on; wraps on a phone. */
export const paging = css`
  margin-top: ${space.m};
  display: flex;
  flex-wrap: wrap;
  gap: ${space.m};
  align-items: center;
`;
