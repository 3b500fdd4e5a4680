import { createStaticHandler, isRouteErrorResponse, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '../../application/admin/messages';
import { PAGE_ACCESS_DENIED_HEADER } from '../../application/http/page-form';
import { PAGES_ROUTE_ID } from '../routes';
import { queryOptionsFor, withServerRefusals } from './server-refusals';

/** A frame and one admin page whose loader counts its calls. */
const tableCountingPageLoads = () => {
  const loads = { page: 0 };
  const routes: RouteObject[] = [
    {
      path: '/',
      id: 'root',
      loader: () => ({ frame: true }),
      children: [
        {
          id: PAGES_ROUTE_ID,
          ErrorBoundary: () => null,
          children: [
            {
              path: 'manage/kontouebernahme',
              loader: () => {
                loads.page += 1;
                return { candidates: [] };
              },
            },
          ],
        },
      ],
    },
  ];
  return { loads, handler: createStaticHandler(withServerRefusals(routes)) };
};

const query = async (headers: Record<string, string>) => {
  const { loads, handler } = tableCountingPageLoads();
  const request = new Request('http://localhost/manage/kontouebernahme', { headers });
  const context = await handler.query(request, queryOptionsFor(request));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return { loads, context };
};

describe('the refusals only the server decides', () => {
  it('an admin page refused to a non-admin answers 403 from the pages\' boundary and runs none of the page\'s loaders', async () => {
    const { loads, context } = await query({ [PAGE_ACCESS_DENIED_HEADER]: '1' });
    expect(context.statusCode).toBe(403);
    const error: unknown = context.errors?.[PAGES_ROUTE_ID];
    expect(isRouteErrorResponse(error) ? error.data : error).toEqual({
      status: 403,
      heading: ADMIN_MESSAGES.accessDeniedHeading,
      message: ADMIN_MESSAGES.adminsOnly,
      hint: ADMIN_MESSAGES.adminLoginHint,
    });
    expect(loads.page).toBe(0);
    expect(context.loaderData.root).toEqual({ frame: true });
  });

  it('without the header the page loads as ever', async () => {
    const { loads, context } = await query({});
    expect(context.statusCode).toBe(200);
    expect(loads.page).toBe(1);
  });
});
