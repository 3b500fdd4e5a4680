/** The part of the hyphen package's German module (1996 spelling) the server uses. */
declare module 'hyphen/de' {
  export function hyphenateSync(text: string, options?: { readonly hyphenChar?: string; readonly minWordLength?: number; readonly html?: boolean }): string;
}
