import { describe, expect, it } from 'vitest';
import { layerLinks } from './layer-links';
import { navigationItem } from './navigation.arbitraries';

describe('layerLinks', () => {
  it('sorts a layer’s items by link position, keeping their order', () => {
    const top = navigationItem({ id: 1, linkText: 'Alle Seminare', linkPosition: 'top' });
    const left1 = navigationItem({ id: 2, linkText: 'Betriebsrat', linkPosition: 'left' });
    const middle = navigationItem({ id: 3, linkText: 'SBV', linkPosition: 'middle' });
    const left2 = navigationItem({ id: 4, linkText: 'JAV', linkPosition: 'left' });
    const right = navigationItem({ id: 5, linkText: 'Inhouse', linkPosition: 'right' });
    const bottom = navigationItem({ id: 6, linkText: 'Fachtagungen', linkPosition: 'bottom' });
    expect(layerLinks([top, left1, middle, left2, right, bottom])).toEqual({
      top: [top],
      left: [left1, left2],
      middle: [middle],
      right: [right],
      bottom: [bottom],
    });
  });

  it('gives empty places for an empty layer', () => {
    expect(layerLinks([])).toEqual({ top: [], left: [], middle: [], right: [], bottom: [] });
  });
});
