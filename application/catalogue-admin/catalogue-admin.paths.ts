/** The back office's catalogue routes for the CLI (and the import page's upload, later). */
export const CATALOGUE_ADMIN_PATHS = {
  export: '/manage/katalog/export',
  import: '/manage/katalog/import',
} as const;

/** The import's query: `?probelauf=1` checks and reports without changing anything. */
export const DRY_RUN_PARAM = 'probelauf';
