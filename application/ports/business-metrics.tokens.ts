import { token } from '../tokens';
import type { BusinessMetrics } from './business-metrics';

export const BUSINESS_METRICS = token<BusinessMetrics>('BusinessMetrics');
