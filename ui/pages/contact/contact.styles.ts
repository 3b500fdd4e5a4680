import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

export const page = css`
  max-width: 46rem;
`;

export const heading = css`
  font-size: ${font.sizeH1};
  color: ${color.brandDark};
  margin: ${space.l} 0 ${space.s};
`;

export const lead = css`
  font-size: ${font.sizeLead};
  color: ${color.textMuted};

  a {
    color: ${color.brand};
  }
`;

export const form = css`
  display: grid;
  gap: ${space.m};
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  padding: ${space.l};

  @media (max-width: 767px) {
    padding: ${space.m};
  }
`;

export const row = css`
  display: grid;
  gap: ${space.m};

  @media (min-width: 768px) {
    grid-template-columns: 1fr 1fr;
  }
`;

export const field = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};

  label {
    font-weight: 600;
  }

  input,
  select,
  textarea {
    font: inherit;
    padding: ${space.s};
    border: 1px solid ${color.textMuted};
    border-radius: ${layout.radius};
    background: ${color.surface};
    min-height: 2.75rem;
  }

  [aria-invalid='true'] {
    border-color: ${color.danger};
    border-width: 2px;
  }
`;

export const error = css`
  margin: 0;
  color: ${color.danger};
  font-size: ${font.sizeSmall};
  font-weight: 600;
`;

export const hint = css`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.sizeSmall};

  a {
    color: ${color.brand};
  }
`;

export const submit = css`
  justify-self: start;
`;

export const success = css`
  background: ${color.surface};
  border: 1px solid ${color.success};
  border-left: 4px solid ${color.success};
  border-radius: ${layout.radius};
  padding: ${space.l};

  h2 {
    margin: 0 0 ${space.s};
    color: ${color.success};
  }
`;
