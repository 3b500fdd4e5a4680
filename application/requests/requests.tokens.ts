import { token } from '../tokens';
import type { CountOpenRequests } from './count-open-requests';
import type { RequestRepository } from './request.repository';
import type { RequestInboxService } from './requests.service';

export const REQUEST_REPOSITORY = token<RequestRepository>('RequestRepository');
export const REQUEST_INBOX = token<RequestInboxService>('RequestInbox');
export const COUNT_OPEN_REQUESTS = token<CountOpenRequests>('CountOpenRequests');
