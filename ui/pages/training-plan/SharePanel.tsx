import * as styles from './training-plan.styles';

/** The plan's share link, ready to copy, and the read-only view it opens. */
export const SharePanel = ({ shareUrl }: { readonly shareUrl: string }) => (
  <section className={styles.share} aria-labelledby="plan-teilen">
    <h2 id="plan-teilen" className={styles.sectionHeading}>
      Plan teilen
    </h2>
    <p>Wer diesen Link hat, kann den Plan lesen, aber nicht ändern.</p>
    <label htmlFor="plan-link">Link zum Teilen</label>
    <input id="plan-link" type="text" readOnly value={shareUrl} />
    <p>
      <a href={shareUrl}>Geteilte Ansicht öffnen</a>
    </p>
  </section>
);
