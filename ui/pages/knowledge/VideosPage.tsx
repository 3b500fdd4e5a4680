import { useLoaderData } from 'react-router';
import * as wc from '../works-council/works-council.styles';
import { durationText } from '../../../application/content/video-embeds';
import type { ItemData } from '../works-council/works-council.loaders';
import { germanDate } from '../works-council/content-dates';
import type { VideosPageData } from './knowledge.loaders';
import { YoutubeEmbed } from './VideoEmbed';
import * as styles from './knowledge.styles';

const VideoCard = ({ item }: { readonly item: ItemData }) => {
  if (item.kind !== 'video') return null;
  const date = germanDate(item.publishedAt);
  return (
    <li id={item.slug} className={styles.card}>
      {item.section === 'youtube' ? (
        <YoutubeEmbed video={item} />
      ) : (
        <div className={styles.videoFrame}>
          <div className={styles.placeholder}>
            <p>
              <strong>{item.title}</strong> · {durationText(item.details.durationSeconds)}
            </p>
            <p>Diese Aufzeichnung ist noch nicht online verfügbar.</p>
          </div>
        </div>
      )}
      <h3>{item.title}</h3>
      <p>{item.teaser}</p>
      {date === null ? null : (
        <p className={styles.fileFacts}>
          <time dateTime={item.publishedAt ?? undefined}>{date}</time>
        </p>
      )}
    </li>
  );
};

/** /videos: the provider's own short films (za-videos) and its YouTube channel, privacy-friendly. */
export const VideosPage = () => {
  const { za, youtube } = useLoaderData<VideosPageData>();
  return (
    <>
      <h1 className={wc.heading}>Videos für Betriebsräte</h1>
      <p className={wc.lead}>
        Kurz erklärt: Mitbestimmung, Wahl und Rechte der Gremien. YouTube-Videos laden erst, wenn Sie „Video laden“ wählen.
      </p>
      <section aria-labelledby="videos-youtube">
        <h2 id="videos-youtube" className={wc.sectionHeading}>
          Unser YouTube-Kanal
        </h2>
        <ul className={styles.cards}>
          {youtube.map((item) => (
            <VideoCard key={item.id} item={item} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="videos-za">
        <h2 id="videos-za" className={wc.sectionHeading}>
          Unsere Erklärfilme
        </h2>
        <ul className={styles.cards}>
          {za.map((item) => (
            <VideoCard key={item.id} item={item} />
          ))}
        </ul>
      </section>
    </>
  );
};
