import { css } from '@linaria/core';
import { color, font, layout, space } from '../../theme/tokens';

export const questions = css`
  display: grid;
  gap: ${space.s};

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



/**
 * The video's place before consent: a box of our own (nothing loads from outside), 16:9, and
 * taller where the placeholder's text needs it (a narrow card), so nothing in it is cut off.
 */
export const videoFrame = css`
  position: relative;
  display: grid;
  /* The card's width, never the width of the placeholder's longest line. */
  min-width: 0;
  grid-template-columns: minmax(0, 1fr);
  aspect-ratio: 16 / 9;
  border-radius: ${layout.radius};
  /* No overflow: hidden: it would keep the box at 16:9 and cut the placeholder's text off. */
  background: linear-gradient(135deg, ${color.brandDark}, ${color.brand});
  color: #fff;

  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
    border-radius: inherit;
  }
`;

export const placeholder = css`
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

  /* The site's primary button, outlined so it stands out on the dark box. */
  button {
    border: 2px solid #fff;
  }
`;

export const playIcon = css`
  width: 3rem;
  height: 3rem;
`;

/** How to see a film that is not online: a notice (ui/forms) of its own, not a player. */
export const filmNotice = css`
  h2 {
    margin: 0 0 ${space.s};
    font-size: ${font.sizeLead};
  }

  p:last-child {
    margin-bottom: 0;
  }
`;
