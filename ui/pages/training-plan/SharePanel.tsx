import { control } from '../../forms/forms.styles';
import * as pageParts from '../../theme/page.styles';

/** The plan's share link, ready to copy, and the read-only view it opens. */
export const SharePanel = ({ shareUrl }: { readonly shareUrl: string }) => (
  <section className={`${pageParts.stack} ${pageParts.narrow}`} aria-labelledby="plan-teilen">
    <h2 id="plan-teilen" className={pageParts.sectionHeading}>
      Plan teilen
    </h2>
    <p>Wer diesen Link hat, kann den Plan lesen, aber nicht ändern.</p>
    <label htmlFor="plan-link">Link zum Teilen</label>
    <input id="plan-link" type="text" readOnly value={shareUrl} className={control} />
    <p>
      <a href={shareUrl}>Geteilte Ansicht öffnen</a>
    </p>
  </section>
);
