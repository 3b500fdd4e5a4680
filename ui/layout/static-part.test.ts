import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticPart, StaticPartsProvider } from './static-part';

const footer = () => createElement(StaticPart, { name: 'footer', as: 'footer', className: 'site-footer' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StaticPart', () => {
  it('on the server puts the markup it is given inside the part element', () => {
    const html = renderToString(createElement(StaticPartsProvider, { parts: { footer: '<p>Kontakt</p>' }, children: footer() }));
    expect(html).toBe('<footer class="site-footer" data-static-part="footer"><p>Kontakt</p></footer>');
  });

  it('in the browser keeps the server markup of the part, read once, so every render hands React the same string', () => {
    const element = { innerHTML: '<p>Kontakt</p><a href="/impressum">Impressum</a>' };
    const querySelector = vi.fn((selector: string) => (selector === '[data-static-part="footer"]' ? element : null));
    vi.stubGlobal('document', { querySelector });
    const first = renderToString(footer());
    element.innerHTML = '<p>changed by someone else</p>';
    const second = renderToString(footer());
    expect(first).toBe('<footer class="site-footer" data-static-part="footer"><p>Kontakt</p><a href="/impressum">Impressum</a></footer>');
    expect(second).toBe(first);
    expect(querySelector).toHaveBeenCalledTimes(1);
  });
});
