import { token } from '../tokens';
import type { AuditLogRepository } from './audit-log.repository';
import type { AuditLogService } from './audit-log.service';

export const AUDIT_LOG_REPOSITORY = token<AuditLogRepository>('AuditLogRepository');
export const AUDIT_LOG = token<AuditLogService>('AuditLog');
