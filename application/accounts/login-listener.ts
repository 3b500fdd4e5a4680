/**
 * Told after every login, once the session has its new token. The session keeps its id through
 * the rotation, so data kept under that id (the cart of an anonymous visitor) is carried over as
 * it is; a listener can merge it with what the account had saved before.
 */
export interface LoginListener {
  afterLogin(event: { readonly sessionId: string; readonly userId: number }): Promise<void>;
}
