import { css } from '@linaria/core';
import { secondaryButtonLook } from '../theme/button-look';
import { color, font, layout, space } from '../theme/tokens';

/**
 * The one look of every form part (field, notice, card, buttons): pages place these, they do not
 * restyle them, so a field or an error looks and behaves the same on every page.
 */

export const field = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  min-width: 0;

  & > label {
    font-weight: 600;
  }
`;

export const optional = css`
  font-weight: 400;
  color: ${color.textMuted};
`;

export const control = css`
  font: inherit;
  width: 100%;
  min-height: 2.75rem;
  padding: ${space.s} 0.75rem;
  border: 1px solid #8a96a3;
  border-radius: ${layout.radius};
  background: ${color.surface};
  color: ${color.text};

  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 1px;
    border-color: ${color.brand};
  }

  &[aria-invalid='true'] {
    border: 2px solid ${color.danger};
    background: #fdf3f2;
  }
`;

export const textarea = css`
  min-height: 6rem;
  resize: vertical;
`;

export const hint = css`
  font-size: ${font.sizeSmall};
  color: ${color.textMuted};
`;

export const fieldError = css`
  font-size: ${font.sizeSmall};
  font-weight: 600;
  color: ${color.danger};

  &::before {
    content: '! ';
  }
`;

/**
 * A fieldset without the browser's frame: fields or choices under their legend (a form's
 * section, a day's times, the overnight choice). Pages add how the group lays out its fields.
 */
export const fieldGroup = css`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;

  & > legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: ${space.xs};
  }
`;

/** A box to tick (radio or checkbox, 20 px) before its text, which wraps beside it; a hint goes under the text. */
const tickBox = `
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0 ${space.s};
  align-items: start;

  & input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.15rem 0 0;
    accent-color: ${color.brand};
  }
`;

/** Radio choices as large, labelled tiles (Buchung / Reservierung, overnight options), in a `fieldGroup`. */
export const choices = css`
  display: flex;
  flex-direction: column;
  gap: ${space.s};
`;

export const choice = css`
  ${tickBox}
  padding: ${space.s} 0.75rem;
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  background: ${color.surface};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${color.brand};
    background: ${color.brandLight};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${color.focus};
  }
`;

export const choiceLabel = css`
  font-weight: 600;
`;

export const choiceHint = css`
  grid-column: 2;
  font-size: ${font.sizeSmall};
  color: ${color.textMuted};
`;

export const checkbox = css`
  ${tickBox}
`;

const noticeBase = `
  margin: 0;
  padding: 0.75rem ${space.m};
  border-radius: ${layout.radius};
  border-left: 4px solid;
`;

export const noticeSuccess = css`
  ${noticeBase}
  border-color: ${color.success};
  background: #eaf6ef;
  color: #14532d;
`;

export const noticeError = css`
  ${noticeBase}
  border-color: ${color.danger};
  background: #fdf3f2;
  color: #7f1d1d;
`;

export const noticeInfo = css`
  ${noticeBase}
  border-color: ${color.brand};
  background: ${color.brandLight};
  color: ${color.brandDark};
`;

export const card = css`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  padding: ${space.l};
  min-width: 0;

  @media (max-width: 480px) {
    padding: ${space.m};
  }
`;

/** Quieter actions beside the primary one (save, change, back). */
export const secondaryButton = css`
  ${secondaryButtonLook}
  text-decoration: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

/** An action that reads as a link (remove, edit) but is a button of its form. */
export const linkButton = css`
  font: inherit;
  min-height: 2.75rem;
  padding: 0 ${space.xs};
  border: 0;
  background: none;
  color: ${color.brand};
  text-decoration: underline;
  cursor: pointer;
  display: inline-flex;
  align-items: center;

  &:hover {
    color: ${color.accentDark};
  }
`;

export const dangerLinkButton = css`
  color: ${color.danger};
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s} ${space.m};
  align-items: center;
`;

export const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${space.m};
`;

export const wide = css`
  grid-column: 1 / -1;
`;

