import { useEffect, useState } from 'react';
import { youtubeEmbedUrl, youtubeWatchUrl, durationText } from '../../../application/content/video-embeds';
import { useConsent } from '../../consent/consent-context';
import { useHydrated } from '../../header/use-hydrated';
import type { ItemData } from '../works-council/works-council.loaders';
import { primaryButton } from '../../theme/controls.styles';
import * as styles from './knowledge.styles';

type Video = Extract<ItemData, { kind: 'video' }>;

const PlayIcon = () => (
  <svg className={styles.playIcon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
    <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
    <path d="M19 15v18l15-9z" fill="currentColor" />
  </svg>
);

/**
 * A YouTube video without loading anything from YouTube first: the placeholder is ours (title,
 * duration, a play mark drawn here). "Video laden" records the yes to "Externe Medien" in the
 * cookie consent and only then puts in the player from youtube-nocookie.com; a visitor who said
 * yes before (or at another video of the page) gets the player right away. Without JavaScript it is a plain link to YouTube.
 */
export const YoutubeEmbed = ({ video }: { readonly video: Video }) => {
  const consent = useConsent();
  const hydrated = useHydrated();
  const [load, setLoad] = useState(false);
  const embed = youtubeEmbedUrl(video.details.videoId);
  const watch = youtubeWatchUrl(video.details.videoId);

  // A yes given earlier, or just now at another video, loads the player (the store replays the current choice).
  useEffect(() => {
    const subscription = consent.changes.subscribe((choice) => {
      if (choice?.externalMedia === true) setLoad(true);
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [consent]);

  return (
    <div className={styles.videoFrame}>
      {load && embed !== undefined ? (
        <iframe
          src={embed}
          title={`Video: ${video.title}`}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
        />
      ) : (
        <div className={styles.placeholder}>
          <PlayIcon />
          <p>
            <strong>{video.title}</strong> · {durationText(video.details.durationSeconds)}
          </p>
          {hydrated && embed !== undefined ? (
            <button
              type="button"
              className={primaryButton}
              aria-label={`Video laden: ${video.title}`}
              onClick={() => {
                consent.allowExternalMedia(new Date().toISOString());
              }}
            >
              Video laden
            </button>
          ) : null}
          <p>
            Beim Laden erhält YouTube Ihre IP-Adresse (Externe Medien, siehe <a href="/datenschutz">Datenschutz</a>).
          </p>
          {watch === undefined ? null : (
            <p>
              <a href={watch} rel="noopener noreferrer external" target="_blank">
                Auf YouTube ansehen (externer Link, öffnet ein neues Fenster)
              </a>
            </p>
          )}
        </div>
      )}
    </div>
  );
};
