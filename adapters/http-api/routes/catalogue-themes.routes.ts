import type { FastifyInstance } from 'fastify';
import { CATALOGUE_PATHS } from '../../../application/catalogue/catalogue.paths';
import type { Catalogue } from '../../../application/catalogue/catalogue.port';
import {
  RemarketingQuery,
  RemarketingWire,
  ThemeDetailWire,
  ThemeParams,
  ThemeSummariesWire,
  ThemesQuery,
} from '../../../application/catalogue/theme.codecs';
import { getRouteWith, params, query } from './catalogue-route';

/** Themes for /seminare/t/{theme}, /seminare/r/{rubric} and recommendations. */
export const catalogueThemeRoutes = (catalogue: Catalogue) => (server: FastifyInstance) => {
  getRouteWith(server, CATALOGUE_PATHS.themes, { from: query, codec: ThemesQuery }, ThemeSummariesWire, (input) =>
    catalogue.themes(input),
  );
  getRouteWith(server, CATALOGUE_PATHS.theme, { from: params, codec: ThemeParams }, ThemeDetailWire, ({ slug }) =>
    catalogue.theme(slug),
  );
  getRouteWith(server, CATALOGUE_PATHS.themesRemarketing, { from: query, codec: RemarketingQuery }, RemarketingWire, (input) =>
    catalogue.themesRemarketing(input),
  );
};
