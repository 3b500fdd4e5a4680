/** The part of the hyphen package's German module (1996 spelling) the server uses; a CommonJS module, so its one export is the default. */
declare module 'hyphen/de' {
  const german: {
    hyphenateSync(text: string, options?: { readonly hyphenChar?: string; readonly minWordLength?: number; readonly html?: boolean }): string;
  };
  export default german;
}
