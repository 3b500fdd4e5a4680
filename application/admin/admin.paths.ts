import type { ExportKind } from '../content/content-kind';
import { IMPERSONATION_PATH } from './impersonation.paths';

/** Paths of the admin API (spec §2: /manage/*, /cache/*, /obj-export/*, /download/*). */
export const ADMIN_PATHS = {
  accessDenied: '/manage/access-denied',
  impersonation: IMPERSONATION_PATH,
  apiTokens: '/manage/api-tokens',
  apiToken: '/manage/api-tokens/:tokenId',
  lexiconCsv: '/manage/lexikon-csv',
  legislation: '/manage/legislation',
  importImages: '/manage/import-images',
  pdfAnalysis: '/manage/pdf-analysis',
  clearLocalData: '/manage/clear-local-data',
  auditLog: '/manage/audit-log',
  objectExport: '/obj-export/:kind',
  downloadFilterData: '/download/filter-data',
} as const;

/** GET /manage/lexikon-csv?herunterladen: the CSV even for a browser's navigation, which otherwise gets the import page. */
export const LEXICON_DOWNLOAD_PARAM = 'herunterladen';

export const objectExportPath = (kind: ExportKind): string => `/obj-export/${encodeURIComponent(kind)}`;
export const apiTokenPath = (tokenId: number): string => `/manage/api-tokens/${String(tokenId)}`;
