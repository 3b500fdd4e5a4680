import { token } from '../tokens';
import type { Catalogue } from './catalogue.port';
import type { CatalogueRepository } from './catalogue.repository';

export const CATALOGUE = token<Catalogue>('Catalogue');
export const CATALOGUE_REPOSITORY = token<CatalogueRepository>('CatalogueRepository');
