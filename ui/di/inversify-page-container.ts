import { Container } from 'inversify';
import { pageBindings, type PageContainer, type PageServices } from './page-container';

/** The server's page container, one per render: the request's services bound as singletons. */
export const createPageContainer = (services: PageServices): PageContainer & Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  for (const [key, service] of pageBindings(services)) container.bind(key).toConstantValue(service);
  return container;
};
