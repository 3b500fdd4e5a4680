/** '§ 37' → 'p37', '§ 87a' → 'p87a': the anchor of a norm on its law's page, so a link can point at it. */
export const normAnchor = (number: string): string => `p${number.replace(/^§+\s*/, '').replace(/[^0-9a-zA-Z]+/g, '-').toLowerCase()}`;
