import { describe, expect, it } from 'vitest';
import { oncePerObject, oncePerObjectAndText } from './server-memo';

describe('server memos', () => {
  it('derive once per key object, and anew for another object', () => {
    let made = 0;
    const form = oncePerObject((tree: { readonly items: readonly number[] }) => {
      made += 1;
      return { count: tree.items.length };
    });
    const tree = { items: [1, 2] };
    expect(form(tree)).toBe(form(tree));
    expect(form({ items: [1, 2] })).toEqual({ count: 2 });
    expect(made).toBe(2);
  });

  it('derive once per object and text, and forget an object’s texts past the bound', () => {
    const calls: string[] = [];
    const mark = oncePerObjectAndText((_tree: object, path: string) => {
      calls.push(path);
      return { path };
    }, 2);
    const tree = {};
    const first = mark(tree, '/a');
    expect(mark(tree, '/a')).toBe(first);
    mark(tree, '/b');
    mark(tree, '/c'); // the third path clears the two before it
    expect(mark(tree, '/a')).not.toBe(first);
    expect(calls).toEqual(['/a', '/b', '/c', '/a']);
  });
});
