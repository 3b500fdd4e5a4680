/** Who asks for invoices: an account, with its Gremium seat. */
export interface InvoiceReader {
  readonly userId: number;
  readonly gremiumId: number | null;
  readonly gremiumAdmin: boolean;
}

/** An issued document as far as access goes: the order it bills. */
export interface InvoicedOrderOwners {
  readonly orderUserId: number | null;
  readonly orderGremiumId: number | null;
}

/**
 * Who may see an order's invoices and credit notes: the account that ordered, and the admins of
 * the Gremium it was ordered for (they settle the Gremium's costs with the employer). Unlike the
 * booking papers, not the participants: an invoice is the employer's business with the orderer.
 */
export const mayReadInvoice = (reader: InvoiceReader, order: InvoicedOrderOwners): boolean =>
  order.orderUserId === reader.userId || (reader.gremiumAdmin && reader.gremiumId !== null && order.orderGremiumId === reader.gremiumId);

/** The same rule as a filter of the invoice list: the reader's own orders, and their Gremium's for its admin. */
export const invoiceOwnersOf = (reader: InvoiceReader): { readonly userId: number; readonly gremiumId: number | null } => ({
  userId: reader.userId,
  gremiumId: reader.gremiumAdmin ? reader.gremiumId : null,
});
