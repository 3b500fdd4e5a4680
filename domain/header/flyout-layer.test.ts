import { describe, expect, it } from 'vitest';
import type { FlyoutState } from './flyout-layer';
import { FLYOUT_CLOSED, flyoutLayer, isLayerOpen } from './flyout-layer';

const openSeminare: FlyoutState = { kind: 'open', trigger: 1 };

describe('flyout layer', () => {
  it('opens the clicked trigger’s layer', () => {
    expect(flyoutLayer(FLYOUT_CLOSED, { type: 'triggerClicked', trigger: 1 })).toEqual(openSeminare);
  });

  it('closes the layer when its own trigger is clicked again', () => {
    expect(flyoutLayer(openSeminare, { type: 'triggerClicked', trigger: 1 })).toEqual(FLYOUT_CLOSED);
  });

  it('switches to another trigger’s layer, closing the open one', () => {
    const next = flyoutLayer(openSeminare, { type: 'triggerClicked', trigger: 2 });
    expect(next).toEqual({ kind: 'open', trigger: 2 });
    expect(isLayerOpen(next, 1)).toBe(false);
    expect(isLayerOpen(next, 2)).toBe(true);
  });

  it('closes on underlay click, close button and Escape', () => {
    expect(flyoutLayer(openSeminare, { type: 'underlayClicked' })).toEqual(FLYOUT_CLOSED);
    expect(flyoutLayer(openSeminare, { type: 'closeButtonClicked' })).toEqual(FLYOUT_CLOSED);
    expect(flyoutLayer(openSeminare, { type: 'escapePressed' })).toEqual(FLYOUT_CLOSED);
  });

  it('closes when the window becomes narrower than 1200 px and stays open at 1200 px', () => {
    expect(flyoutLayer(openSeminare, { type: 'windowResized', width: 1199 })).toEqual(FLYOUT_CLOSED);
    expect(flyoutLayer(openSeminare, { type: 'windowResized', width: 1200 })).toBe(openSeminare);
  });

  it('reports no layer open while closed', () => {
    expect(isLayerOpen(FLYOUT_CLOSED, 1)).toBe(false);
  });
});
