/**
 * Driven port: the order's confirmation mail once more, as it was first sent (the outbox keeps
 * its snapshot). Answers false when the order has none (a Fachtagung booking sends its own).
 */
export interface OrderConfirmations {
  resend(orderNumber: string): Promise<boolean>;
}
