/**
 * YouTube videos are embedded from youtube-nocookie.com (no cookies before playback), and only
 * after the visitor agreed to "Externe Medien" (ui/pages/knowledge/VideoEmbed.tsx). The site's
 * Content-Security-Policy allows frames from this origin and our own only.
 */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The player's address for a YouTube id; undefined for anything that is not one (never a URL built from stored junk). */
export const youtubeEmbedUrl = (videoId: string): string | undefined =>
  YOUTUBE_ID.test(videoId) ? `${YOUTUBE_EMBED_ORIGIN}/embed/${videoId}?autoplay=1&rel=0` : undefined;

/** The video's page on YouTube: the link for visitors without JavaScript or without consent. */
export const youtubeWatchUrl = (videoId: string): string | undefined =>
  YOUTUBE_ID.test(videoId) ? `https://www.youtube.com/watch?v=${videoId}` : undefined;

/** "5:48 Min." */
export const durationText = (seconds: number): string =>
  `${String(Math.floor(seconds / 60))}:${String(Math.floor(seconds % 60)).padStart(2, '0')} Min.`;
