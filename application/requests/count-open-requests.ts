import type { RequestRepository } from './request.repository';

/** How many requests still wait for the back office (neu or in Bearbeitung): the dashboard's figure. */
export class CountOpenRequests {
  constructor(private readonly requests: Pick<RequestRepository, 'countOpen'>) {}

  run(): Promise<number> {
    return this.requests.countOpen();
  }
}
