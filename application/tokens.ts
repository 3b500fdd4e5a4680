declare const tokenType: unique symbol;

/**
 * A DI token: a Symbol that also carries the type it stands for, so a composition root that
 * resolves it gets that type back without a cast at each call site.
 */
export type Token<T> = symbol & { readonly [tokenType]?: T };

export const token = <T>(description: string): Token<T> => Symbol(description);
