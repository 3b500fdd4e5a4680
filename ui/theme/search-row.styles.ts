import { css } from '@linaria/core';
import { color, layout, space } from './tokens';
import { primaryButtonLook } from './button-look';

/**
 * A one-question form (search the seminars, search the knowledge, ask the assistant): the label
 * on its own line, the field growing beside its button, the button under it on a phone.
 * The form is the part: `<form className={searchRow}><label/><input/><button/></form>`.
 */
export const searchRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s};
  align-items: center;

  label {
    width: 100%;
    font-weight: 600;
  }

  input {
    flex: 1 1 14rem;
    min-width: 0;
    min-height: 2.75rem;
    padding: ${space.s} ${space.m};
    border: 1px solid ${color.textMuted};
    border-radius: ${layout.radius};
    background: ${color.surface};
    color: ${color.text};
    font: inherit;
  }

  button {
    ${primaryButtonLook}
  }
`;
