import { css } from '@linaria/core';
import { primaryButtonLook } from '../../theme/button-look';
import { color, layout, space } from '../../theme/tokens';

export const search = css`
  position: relative;
  display: flex;
  align-items: center;

  /* Small screens: the form hangs under the whole header bar, not under the icon. */
  @media (max-width: 767.98px) {
    position: static;
  }
`;

/** The search form drops down under the bar, right-aligned; full width on small screens. */
export const form = css`
  position: absolute;
  top: calc(100% + ${space.s});
  right: 0;
  z-index: 5;
  display: flex;
  gap: ${space.xs};
  width: min(28rem, calc(100vw - 2rem));
  padding: ${space.s};
  background: ${color.surface};
  border-radius: ${layout.radius};
  box-shadow: 0 12px 30px rgba(8, 42, 74, 0.25);

  input {
    flex: 1;
    min-width: 0;
    min-height: 2.75rem;
    padding: 0 ${space.s};
    border: 1px solid ${color.textMuted};
    border-radius: ${layout.radius};
    font: inherit;
    color: ${color.text};
  }

  /* The site's primary button, as on the search page. */
  button {
    ${primaryButtonLook}
  }

  @media (max-width: 767.98px) {
    top: calc(100% + ${space.xs});
    left: ${space.s};
    right: ${space.s};
    width: auto;
  }
`;
