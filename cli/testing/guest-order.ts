import { randomUUID } from 'node:crypto';

/**
 * A customer's order placed through the site's API as the cart page's scripts place it (the
 * session and XSRF cookies, the XSRF header), for the CLI's tests of what the back office does
 * with orders. Plain fetch: the CLI's tests reach the server as any client does.
 */
export const placeGuestOrder = async (baseUrl: string, eventId: number): Promise<string> => {
  const cookies = new Map<string, string>();
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<unknown> => {
    const xsrf = cookies.get('XSRF-TOKEN');
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(xsrf === undefined ? {} : { 'x-xsrf-token': decodeURIComponent(xsrf) }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    const answer = (await response.json()) as unknown;
    if (response.status !== 200) throw new Error(`${path} answered ${String(response.status)}: ${JSON.stringify(answer)}`);
    return answer;
  };
  await call('GET', '/kundenportal/get-token');
  const items = (await call('POST', '/order-api/add-cart-item', { eventId })) as readonly { cartItemId: number }[];
  const person = { salutation: 'Frau', firstname: 'Rita', lastname: 'Rechnung', email: 'rita.rechnung@example.org' };
  await call('POST', '/order-api/add-recipient', { cartItemId: items[0]?.cartItemId, ...person, bookingType: 'Buchung', hotelOverNightOption: 'Ohne Übernachtung, mit Tagesverpflegung' });
  await call('POST', '/order-api/update-order-options', { company: 'Rechnung GmbH', street: 'Lastweg', streetNumber: '1', postalCode: '10115', city: 'Berlin', acceptTerms: true });
  const placed = (await call('POST', '/order-api/checkout', {}, { 'idempotency-key': randomUUID() })) as { orderNumber: string };
  return placed.orderNumber;
};
