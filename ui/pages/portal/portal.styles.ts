import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

export const page = css`
  padding: ${space.l} 0 ${space.xl};
`;

export const heading = css`
  font-size: ${font.sizeH1};
  color: ${color.brandDark};
  margin: 0 0 ${space.s};
`;

export const lead = css`
  color: ${color.textMuted};
  margin: 0 0 ${space.l};
`;

export const sectionHeading = css`
  font-size: ${font.sizeH2};
  color: ${color.brandDark};
  margin: ${space.l} 0 ${space.m};
`;

export const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.m};
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const card = css`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  padding: ${space.m};
  overflow-wrap: anywhere;
`;

export const cardTitle = css`
  font-weight: 700;
  color: ${color.text};
  margin: ${space.xs} 0;
`;

/** A message the user wrote: their line breaks kept. */
export const givenMessage = css`
  white-space: pre-line;
  margin: ${space.xs} 0 0;
`;

export const muted = css`
  color: ${color.textMuted};
  font-size: ${font.sizeSmall};
  margin: 0;
`;

export const links = css`
  list-style: none;
  margin: ${space.l} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.s} ${space.l};
  a {
    color: ${color.brand};
    font-weight: 600;
  }
`;

/** The settings form: its parts one under another (the parts bring their look, ui/forms). */
export const form = css`
  display: grid;
  gap: ${space.m};
  max-width: 40rem;
  margin-top: ${space.m};
`;

/** One settings form with its heading; the jump links land here below the sticky header. */
export const settingsSection = css`
  scroll-margin-top: 6rem;
  max-width: 40rem;
`;

export const participants = css`
  list-style: none;
  margin: ${space.s} 0 0;
  padding: 0;
  display: grid;
  gap: ${space.s};
`;

export const participant = css`
  border-top: 1px solid ${color.border};
  padding-top: ${space.s};
`;

export const participantName = css`
  margin: 0;
`;

export const state = css`
  font-weight: 600;
`;

export const participantActions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.m};
  margin-top: ${space.xs};
  font-size: ${font.sizeSmall};
  a {
    color: ${color.brand};
    font-weight: 600;
  }
  form {
    margin: 0;
  }
`;

export const eventLinks = css`
  margin: ${space.s} 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.m};
  font-size: ${font.sizeSmall};
  a {
    color: ${color.brand};
    font-weight: 600;
  }
`;

export const terms = css`
  margin: ${space.s} 0 ${space.m};
  padding-left: ${space.l};
`;
