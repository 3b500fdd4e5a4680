/** Who placed an order: the session it was placed in, the account if one was logged in, and its Gremium. */
export interface OrderPlacement {
  readonly sessionId: string | null;
  readonly userId: number | null;
  /** The Gremium the order was placed for; absent where the reader has no Gremium to compare. */
  readonly gremiumId?: number | null;
}

/** Who asks to read it again: their session (none before it stored anything), account, and the Gremium they administer. */
export interface OrderReader {
  readonly sessionId: string | undefined;
  readonly userId: number | null;
  /** The Gremium whose admin the reader is; null for anyone else. */
  readonly adminOfGremium?: number | null;
}

/**
 * An order (its confirmation, PDF, reservation, Fachtagung booking) is shown again only to the
 * session it was placed in, to the account it was placed by, or to an admin of the Gremium it
 * was placed for; anyone else is told it is unknown, since order numbers run in sequence.
 */
export const mayReadOrder = (order: OrderPlacement, reader: OrderReader): boolean =>
  (reader.sessionId !== undefined && reader.sessionId === order.sessionId) ||
  (reader.userId !== null && reader.userId === order.userId) ||
  (reader.adminOfGremium !== undefined && reader.adminOfGremium !== null && reader.adminOfGremium === order.gremiumId);
