/** Who placed an order: the session it was placed in and the account, if one was logged in. */
export interface OrderPlacement {
  readonly sessionId: string | null;
  readonly userId: number | null;
}

/** Who asks to read it again: their session (none before it stored anything) and account. */
export interface OrderReader {
  readonly sessionId: string | undefined;
  readonly userId: number | null;
}

/**
 * An order (its confirmation, PDF, reservation, conference booking) is shown again only to the
 * session it was placed in or to the account it was placed for; anyone else is told it is
 * unknown, since order numbers run in sequence.
 */
export const mayReadOrder = (order: OrderPlacement, reader: OrderReader): boolean =>
  (reader.sessionId !== undefined && reader.sessionId === order.sessionId) || (reader.userId !== null && reader.userId === order.userId);
