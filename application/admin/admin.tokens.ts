import { token } from '../tokens';
import type { AdminAccess } from './admin-access';
import type { AdminService } from './admin.service';
import type { ApiTokenRepository, ApiTokenSecrets } from './api-token.repository';
import type { DownloadFilters } from './exports/download-filters';

export const ADMIN_ACCESS = token<AdminAccess>('AdminAccess');
export const ADMIN = token<AdminService>('Admin');
export const API_TOKEN_REPOSITORY = token<ApiTokenRepository>('ApiTokenRepository');
export const API_TOKEN_SECRETS = token<ApiTokenSecrets>('ApiTokenSecrets');
export const DOWNLOAD_FILTERS = token<DownloadFilters>('DownloadFilters');
