import { Link, useLoaderData } from 'react-router';
import { lead, page as pageFrame, pageHeading, sectionHeading, smallPrint, stack } from '../../theme/page.styles';
import { filmPath } from '../../../application/content/knowledge-paths';
import { durationText } from '../../../application/content/video-embeds';
import type { ItemData } from '../works-council/works-council.loaders';
import { germanDate } from '../works-council/content-dates';
import type { VideosPageData } from './knowledge.loaders';
import { YoutubeEmbed } from './VideoEmbed';
import * as cardList from '../../theme/card-list.styles';

const VideoCard = ({ item }: { readonly item: ItemData }) => {
  if (item.kind !== 'video') return null;
  const date = germanDate(item.publishedAt);
  const film = item.section === 'za';
  return (
    <li id={item.slug} className={cardList.card}>
      {film ? null : <YoutubeEmbed video={item} />}
      <h3>{film ? <Link to={filmPath(item.details.videoId)}>{item.title}</Link> : item.title}</h3>
      <p>{item.teaser}</p>
      <p className={smallPrint}>
        {film ? `Erklärfilm, ${durationText(item.details.durationSeconds)}` : null}
        {film && date !== null ? ' · ' : null}
        {date === null ? null : <time dateTime={item.publishedAt ?? undefined}>{date}</time>}
      </p>
      {film ? <p className={smallPrint}>In unseren Seminaren gezeigt, auf Anfrage erhältlich.</p> : null}
    </li>
  );
};

/** /videos: the provider's own short films (za-videos) and its YouTube channel, privacy-friendly. */
export const VideosPage = () => {
  const { za, youtube } = useLoaderData<VideosPageData>();
  return (
    <div className={pageFrame}>
      <h1 className={pageHeading}>Videos für Betriebsräte</h1>
      <p className={lead}>
        Kurz erklärt: Mitbestimmung, Wahl und Rechte der Gremien. YouTube-Videos laden erst, wenn Sie „Video laden“ wählen.
      </p>
      <section aria-labelledby="videos-youtube" className={stack}>
        <h2 id="videos-youtube" className={sectionHeading}>
          Unser YouTube-Kanal
        </h2>
        <ul className={cardList.cards}>
          {youtube.map((item) => (
            <VideoCard key={item.id} item={item} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="videos-za" className={stack}>
        <h2 id="videos-za" className={sectionHeading}>
          Unsere Erklärfilme
        </h2>
        <ul className={cardList.cards}>
          {za.map((item) => (
            <VideoCard key={item.id} item={item} />
          ))}
        </ul>
      </section>
    </div>
  );
};
