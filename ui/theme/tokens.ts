/**
 * Design tokens: the only module *.styles.ts files import (linaria evaluates them at build
 * time). A sober palette of deep blue and warm accent, as trustworthy as an insurer's site.
 */
export const color = {
  brand: '#0b3a66',
  brandDark: '#082a4a',
  brandLight: '#e8f0f8',
  accent: '#c8501e',
  accentDark: '#a43f15',
  text: '#1d2733',
  textMuted: '#52606d',
  border: '#d5dde5',
  surface: '#ffffff',
  page: '#f5f7fa',
  success: '#1e7d4f',
  danger: '#b3261e',
  focus: '#ffbf47',
} as const;

export const font = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  sizeSmall: '0.875rem',
  sizeBody: '1rem',
  sizeLead: '1.125rem',
  sizeH1: 'clamp(1.75rem, 1.2rem + 2vw, 2.5rem)',
  sizeH2: '1.375rem',
} as const;

export const space = {
  xs: '0.25rem',
  s: '0.5rem',
  m: '1rem',
  l: '1.5rem',
  xl: '2.5rem',
} as const;

export const layout = {
  maxWidth: '72rem',
  radius: '6px',
  /** The spec's flyout breakpoint (§9); the header switches to mobile navigation below it. */
  desktopMin: '1200px',
} as const;
