import { token } from '../tokens';
import type { ForRequest } from '../portal/portal.port';
import type { AccountPrivacyDownloads } from './account-privacy.port';
import type { DataExports } from './data-exports';
import type { RetentionService } from './retention';

export const RETENTION = token<RetentionService>('Retention');
export const DATA_EXPORTS = token<DataExports>('DataExports');
export const ACCOUNT_PRIVACY = token<ForRequest<AccountPrivacyDownloads>>('AccountPrivacy');
