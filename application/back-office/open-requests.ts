/**
 * Driven port: how many of the requests the forms sent are still open (neu or in Bearbeitung).
 * The request inbox (application/requests) answers it; the dashboard shows the count.
 */
export interface OpenRequestsCount {
  openRequests(): Promise<number>;
}
