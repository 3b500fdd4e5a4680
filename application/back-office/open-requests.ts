/**
 * Driven port: how many of the requests the forms sent are still open (neu or in Bearbeitung).
 * The request inbox's CountOpenRequests (application/requests) answers it; the dashboard shows the count.
 */
export interface OpenRequestsCount {
  run(): Promise<number>;
}
