import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { AppError } from '../../domain/errors/app-error';
import { visibleNavigation } from '../../domain/navigation/visible-navigation';
import type { Catalogue } from '../catalogue/catalogue.port';
import { buildNavigation, type TopLevelSpec } from './navigation-builder';
import { mainSiteNavigation, worksCouncilNavigation } from './navigation-content';
import type { SiteNavigationWire } from './navigation.codecs';
import type { Navigation, NavigationRequest } from './navigation.port';

/**
 * Builds the navigation of a site variant: the main site's from the catalogue (rubrics, their
 * themes, the Fachtagungen), the works-council site's from its fixed sections. Visitors get only
 * what is shown on the frontend (domain/navigation/visible-navigation).
 */
export class NavigationService implements Navigation {
  constructor(private readonly catalogue: Catalogue) {}

  navigation({ site, sisterOrigin }: NavigationRequest): TE.TaskEither<AppError, SiteNavigationWire> {
    const entries: TE.TaskEither<AppError, readonly TopLevelSpec[]> =
      site === 'main'
        ? pipe(
            TE.Do,
            TE.apS('rubrics', this.catalogue.rubrics()),
            TE.apS('themes', this.catalogue.themes({})),
            TE.apS('conferences', this.catalogue.conferences()),
            TE.map((data) => mainSiteNavigation(data, sisterOrigin)),
          )
        : TE.right(worksCouncilNavigation(sisterOrigin));
    return pipe(
      entries,
      TE.map((specs) => {
        const { items, layers } = buildNavigation(specs);
        const shown = visibleNavigation(items);
        const shownIds = new Set(shown.map((item) => item.id));
        return { site, items: shown, layers: layers.filter((layer) => shownIds.has(layer.itemId)) };
      }),
    );
  }
}
