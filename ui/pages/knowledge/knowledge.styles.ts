import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

/** The GET forms of the FAQ search and the downloads filter: fields side by side, wrapping on a phone. */
export const filterForm = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.m};
  align-items: flex-end;
  margin: 0 0 ${space.l};
  padding: ${space.m};
  background: ${color.brandLight};
  border-radius: ${layout.radius};

  label {
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

export const formButtons = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s};
  align-items: center;
`;

export const summary = css`
  margin: 0 0 ${space.m};
  color: ${color.textMuted};
`;

export const questions = css`
  display: grid;
  gap: ${space.s};
  margin: 0 0 ${space.xl};

  details {
    border: 1px solid ${color.border};
    border-radius: ${layout.radius};
    background: ${color.surface};
  }

  summary {
    cursor: pointer;
    padding: ${space.m};
    font-weight: 600;
    color: ${color.brandDark};
    overflow-wrap: anywhere;
  }

  details > div {
    padding: 0 ${space.m} ${space.m};
  }
`;

export const cards = css`
  list-style: none;
  padding: 0;
  margin: 0 0 ${space.xl};
  display: grid;
  gap: ${space.m};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
`;

export const card = css`
  display: grid;
  gap: ${space.s};
  align-content: start;
  padding: ${space.m};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  background: ${color.surface};
  overflow-wrap: anywhere;

  h2,
  h3 {
    margin: 0;
    font-size: 1.125rem;
    color: ${color.brandDark};
  }

  p {
    margin: 0;
  }
`;

export const fileFacts = css`
  font-size: ${font.sizeSmall};
  color: ${color.textMuted};
`;

/** The video's place before consent: a box of our own (nothing loads from outside), 16:9. */
export const videoFrame = css`
  position: relative;
  aspect-ratio: 16 / 9;
  border-radius: ${layout.radius};
  overflow: hidden;
  background: linear-gradient(135deg, ${color.brandDark}, ${color.brand});
  color: #fff;

  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

export const placeholder = css`
  position: absolute;
  inset: 0;
  display: grid;
  align-content: center;
  justify-items: center;
  gap: ${space.s};
  padding: ${space.m};
  text-align: center;

  p {
    margin: 0;
    font-size: ${font.sizeSmall};
  }

  a {
    color: #fff;
  }

  button {
    min-height: 2.75rem;
    padding: 0 ${space.l};
    border: 2px solid #fff;
    border-radius: ${layout.radius};
    background: ${color.accentDark};
    color: #fff;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`;

export const playIcon = css`
  width: 3rem;
  height: 3rem;
`;
