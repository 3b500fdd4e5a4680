/**
 * Test helpers for pages used without JavaScript (the cart, reservation and form pages).
 */

export interface PageAnswer {
  readonly status: number;
  readonly html: string;
  readonly location: string | null;
  /** The Retry-After header of a refused post (429). */
  readonly retryAfter: string | null;
}

/**
 * A browser without JavaScript: it keeps its cookies, follows nothing by itself and sends forms
 * as plain urlencoded posts with the hidden XSRF field, as an HTML form would.
 */
export class FormBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: () => string) {}

  get(path: string): Promise<PageAnswer> {
    return this.send(path, { method: 'GET' });
  }

  /**
   * Posts the form as a browser does: the page's hidden token (the XSRF cookie's value; a cached
   * page's form has an empty one) and the origin headers a browser adds (from: the site whose
   * page sent the form, this one unless a test plays another site).
   */
  post(path: string, fields: Record<string, string>, { token = true, from = 'same-origin' }: { token?: boolean; from?: 'same-origin' | 'cross-site' } = {}): Promise<PageAnswer> {
    const form = new URLSearchParams(fields);
    if (token) form.set('_xsrf', this.cookies.get('XSRF-TOKEN') ?? '');
    const origin = from === 'same-origin' ? new URL(this.baseUrl()).origin : 'https://boese.example';
    return this.send(path, {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'sec-fetch-site': from },
    });
  }

  /** A call of the API with this browser's cookies (to see what a form post changed). */
  async json(path: string): Promise<{ readonly status: number; readonly body: unknown }> {
    const answer = await this.send(path, { method: 'GET', headers: { accept: 'application/json' } });
    return { status: answer.status, body: JSON.parse(answer.html) as unknown };
  }

  private async send(path: string, init: { method: string; body?: string; headers?: Record<string, string> }): Promise<PageAnswer> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.baseUrl()}${path}`, {
      ...init,
      redirect: 'manual',
      headers: { accept: 'text/html', ...init.headers, ...(cookie === '' ? {} : { cookie }) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return { status: response.status, html: await response.text(), location: response.headers.get('location'), retryAfter: response.headers.get('retry-after') };
  }
}

/** The values of the page's hidden inputs with this name, in page order. */
export const hiddenValues = (html: string, name: string): string[] =>
  [...html.matchAll(new RegExp(`name="${name}" value="([^"]*)"`, 'g'))].map((match) => match[1] ?? '');

/** A field's message as shown under it (Field.tsx: id="<field id>-fehler"). */
export const messageOf = (html: string, fieldId: string): string | undefined => new RegExp(`id="${fieldId}-fehler"[^>]*>([^<]*)<`).exec(html)?.[1];


/** The value an input with this id shows (what the page kept of the typed text). */
export const valueOf = (html: string, fieldId: string): string | undefined => {
  const input = new RegExp(`<input[^>]*id="${fieldId}"[^>]*>`).exec(html)?.[0];
  return input === undefined ? undefined : /value="([^"]*)"/.exec(input)?.[1];
};

/** A browser without JavaScript that logged in through the login page's form. */
export const loggedInFormBrowser = async (baseUrl: () => string, email: string, password: string): Promise<FormBrowser> => {
  const browser = new FormBrowser(baseUrl);
  await browser.get('/kundenportal/login');
  const login = await browser.post(`/kundenportal/login/${encodeURIComponent(email)}`, { password });
  if (login.status !== 303) throw new Error(`login of ${email} failed with ${String(login.status)}`);
  return browser;
};
