import { color } from './tokens';

/**
 * The site's icon and web app manifest, from the design tokens. The build (scripts/site-icons.ts)
 * turns them into /favicon.svg, /favicon.ico, the PNG icons and /manifest.webmanifest.
 */
export const SITE_ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="12" fill="${color.brand}"/>
<text x="32" y="43" text-anchor="middle" font-family="'DejaVu Sans', Arial, Helvetica, sans-serif" font-size="28" font-weight="700" fill="${color.focus}">ifb</text>
</svg>
`;

/** The icon sizes of the manifest (Android's home screen and splash screen want 192 and 512). */
export const MANIFEST_ICON_SIZES = [192, 512] as const;

export const iconPngPath = (size: number): string => `/icon-${String(size)}.png`;

export const webManifest = {
  name: 'ifb Seminare',
  short_name: 'ifb',
  lang: 'de',
  start_url: '/',
  display: 'browser',
  theme_color: color.brand,
  background_color: color.page,
  icons: [
    ...MANIFEST_ICON_SIZES.map((size) => ({ src: iconPngPath(size), sizes: `${String(size)}x${String(size)}`, type: 'image/png' })),
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  ],
} as const;
