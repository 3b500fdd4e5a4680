import { css } from '@linaria/core';
import { color, font, space } from './tokens';

/**
 * A row of links or small forms (a page's ways on, what can be done with one booking, a photo's
 * actions): side by side, wrapping on a phone, the links bold so they read as actions. On a
 * `<ul>`, `<p>` or `<div>`.
 */
export const linkRow = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.m};

  & a {
    font-weight: 600;
  }

  & form {
    margin: 0;
  }
`;

/** The same row in small print, inside a card. */
export const linkRowSmall = css`
  font-size: ${font.sizeSmall};
`;

/**
 * A link to a step that deletes or removes something (it leads to a confirmation page): in the
 * danger colour, and as tall as a button so a finger hits it.
 */
export const dangerLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;

  /* Doubled: stronger than the site's link colour and a row's own link rules. */
  && {
    color: ${color.danger};
  }
`;
