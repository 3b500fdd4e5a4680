import { css } from '@linaria/core';
import { color, font, layout, space } from '../../../theme/tokens';

export const documents = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.s};
  overflow-wrap: anywhere;

  a {
    color: ${color.brand};
    font-weight: 600;
  }
`;

export const photos = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.m};
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
`;

export const photo = css`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${layout.radius};
  padding: ${space.s};
  overflow-wrap: anywhere;
`;

export const image = css`
  display: block;
  width: 100%;
  height: 10rem;
  object-fit: cover;
  border-radius: ${layout.radius};
  background: ${color.page};
`;

export const caption = css`
  font-weight: 600;
  margin: ${space.s} 0 0;
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.s} ${space.m};
  font-size: ${font.sizeSmall};

  a {
    color: ${color.brand};
    font-weight: 600;
  }

  form {
    margin: 0;
  }
`;

/** "Löschen": a link to the confirmation page, in the danger colour, big enough to tap. */
export const deleteLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;

  /* Doubled: stronger than the brand colour of the actions' links. */
  && {
    color: ${color.danger};
  }
`;

export const confirmImage = css`
  display: block;
  max-width: 100%;
  width: 20rem;
  height: auto;
  border-radius: ${layout.radius};
`;

export const confirmActions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.s} ${space.m};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    color: ${color.brand};
  }
`;
