import { Link, useLoaderData } from 'react-router';
import * as wc from '../works-council/works-council.styles';
import { filmPath } from '../../../application/content/knowledge-paths';
import { durationText } from '../../../application/content/video-embeds';
import type { ItemData } from '../works-council/works-council.loaders';
import { germanDate } from '../works-council/content-dates';
import type { VideosPageData } from './knowledge.loaders';
import { YoutubeEmbed } from './VideoEmbed';
import * as cardList from '../../theme/card-list.styles';
import * as styles from './knowledge.styles';

const VideoCard = ({ item }: { readonly item: ItemData }) => {
  if (item.kind !== 'video') return null;
  const date = germanDate(item.publishedAt);
  const film = item.section === 'za';
  return (
    <li id={item.slug} className={cardList.card}>
      {film ? null : <YoutubeEmbed video={item} />}
      <h3>{film ? <Link to={filmPath(item.details.videoId)}>{item.title}</Link> : item.title}</h3>
      <p>{item.teaser}</p>
      <p className={styles.fileFacts}>
        {film ? `Erklärfilm, ${durationText(item.details.durationSeconds)}` : null}
        {film && date !== null ? ' · ' : null}
        {date === null ? null : <time dateTime={item.publishedAt ?? undefined}>{date}</time>}
      </p>
      {film ? <p className={styles.fileFacts}>In unseren Seminaren gezeigt, auf Anfrage erhältlich.</p> : null}
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
        <ul className={cardList.cards}>
          {youtube.map((item) => (
            <VideoCard key={item.id} item={item} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="videos-za">
        <h2 id="videos-za" className={wc.sectionHeading}>
          Unsere Erklärfilme
        </h2>
        <ul className={cardList.cards}>
          {za.map((item) => (
            <VideoCard key={item.id} item={item} />
          ))}
        </ul>
      </section>
    </>
  );
};
