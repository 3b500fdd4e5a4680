import { css } from '@linaria/core';
import { color, font, space } from '../../theme/tokens';

export const itemTitle = css`
  font-size: ${font.sizeH2};
  margin: 0 0 ${space.xs};
  hyphens: auto;
  overflow-wrap: break-word;

  @media (max-width: 480px) {
    font-size: ${font.sizeLead};
  }

  & a {
    color: ${color.brandDark};
  }
`;

export const meta = css`
  margin: 0;
  color: ${color.textMuted};
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.s};
`;

export const participants = css`
  list-style: none;
  margin: ${space.m} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.m};
`;

export const participant = css`
  border-top: 1px solid ${color.border};
  padding-top: ${space.m};
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: baseline;
  gap: ${space.xs} ${space.m};

  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A participant's name in the cart, and the heading of a participant's form. */
export const participantTitle = css`
  margin: 0;
  font-size: ${font.sizeBody};
  color: ${color.brandDark};
`;

export const participantLines = css`
  margin: 0;
  overflow-wrap: anywhere;
`;

export const participantPrice = css`
  font-weight: 700;
  text-align: right;
  white-space: nowrap;

  @media (max-width: 480px) {
    text-align: left;
  }
`;

export const participantForm = css`
  border-top: 1px solid ${color.border};
  padding-top: ${space.m};
  margin-top: ${space.m};
  display: flex;
  flex-direction: column;
  gap: ${space.m};
`;

/** A section's h2 in a card that is not a column (the reservation, waiting-list and fax pages use it too). */
export const sectionTitle = css`
  font-size: ${font.sizeH2};
  margin: 0 0 ${space.m};
  color: ${color.brandDark};
`;

/** The empty cart's card: its button as wide as its words. */
export const empty = css`
  align-items: flex-start;
`;
