import { describe, expect, it } from 'vitest';
import { isExpandable } from './navigation-item';
import { navigationItem } from './navigation.arbitraries';

describe('isExpandable', () => {
  it("is true only for expandable '1'", () => {
    expect(isExpandable(navigationItem({ expandable: '1' }))).toBe(true);
    expect(isExpandable(navigationItem({ expandable: '0' }))).toBe(false);
    expect(isExpandable(navigationItem({ expandable: '' }))).toBe(false);
    expect(isExpandable(navigationItem({ expandable: 'true' }))).toBe(false);
  });
});
