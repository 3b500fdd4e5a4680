import { css } from '@linaria/core';
import { color, font, space } from '../../theme/tokens';

export const itemHead = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space.s} ${space.m};
  align-items: start;
`;

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

export const badge = css`
  display: inline-block;
  padding: 0 ${space.s};
  border-radius: 999px;
  background: ${color.brandLight};
  color: ${color.brandDark};
  font-size: ${font.sizeSmall};
  font-weight: 600;
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

export const bookingBadge = css`
  font-weight: 700;
  color: ${color.success};
`;

export const reservationBadge = css`
  font-weight: 700;
  color: ${color.brand};
`;

export const participantForm = css`
  border-top: 1px solid ${color.border};
  padding-top: ${space.m};
  margin-top: ${space.m};
  display: flex;
  flex-direction: column;
  gap: ${space.m};
`;

export const formTitle = css`
  margin: 0;
  font-size: ${font.sizeBody};
  color: ${color.brandDark};
`;

export const sectionTitle = css`
  font-size: ${font.sizeH2};
  margin: 0 0 ${space.m};
  color: ${color.brandDark};
`;

export const addLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  margin-top: ${space.s};
  font-weight: 600;
  color: ${color.brand};
`;

export const loginCard = css`
  display: flex;
  flex-direction: column;
  gap: ${space.s};
`;

export const empty = css`
  display: flex;
  flex-direction: column;
  gap: ${space.m};
  align-items: flex-start;
`;

export const address = css`
  font-style: normal;
  margin: 0;
`;

export const outcomeList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.m};
`;

export const outcome = css`
  border-left: 4px solid ${color.border};
  padding-left: ${space.m};
`;

export const outcomeBooked = css`
  border-left-color: ${color.success};
`;

export const outcomeReserved = css`
  border-left-color: ${color.brand};
`;

export const outcomeWaiting = css`
  border-left-color: ${color.accent};
`;

/** A participation that has ended since the order (cancelled, lapsed, expired). */
export const outcomeEnded = css`
  border-left-color: ${color.textMuted};
`;

export const steps = css`
  margin: 0;
  padding-left: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
`;
