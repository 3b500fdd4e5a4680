import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { deferredPart } from './deferred-part';

const Greeting = ({ name }: { readonly name: string }) => createElement('p', null, `Hallo ${name}`);

describe('deferredPart', () => {
  it('once loaded renders the part at once, inside a Suspense boundary (the server markup hydration keeps)', async () => {
    const { Part, load } = deferredPart(() => Promise.resolve(Greeting));
    await load();
    expect(renderToString(createElement(Part, { name: 'Anna' }))).toBe('<!--$--><p>Hallo Anna</p><!--/$-->');
  });

  it('not loaded yet renders nothing of it and starts loading its module, once', async () => {
    const importPart = vi.fn(() => Promise.resolve(Greeting));
    const { Part, load } = deferredPart(importPart);
    expect(renderToString(createElement(Part, { name: 'Anna' }))).not.toContain('Hallo');
    await load();
    expect(importPart).toHaveBeenCalledTimes(1);
    expect(renderToString(createElement(Part, { name: 'Bernd' }))).toContain('<p>Hallo Bernd</p>');
  });

  it('a module that failed to load is tried again', async () => {
    const importPart = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue(Greeting);
    const { Part, load } = deferredPart(importPart);
    await expect(load()).rejects.toThrow('Network Error');
    await load();
    expect(importPart).toHaveBeenCalledTimes(2);
    expect(renderToString(createElement(Part, { name: 'Anna' }))).toContain('<p>Hallo Anna</p>');
  });
});
