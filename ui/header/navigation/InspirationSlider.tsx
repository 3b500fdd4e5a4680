import { useReducer } from 'react';
import type { InspirationSlide } from '../../../domain/navigation/navigation-group';
import { initialSlider, isFirstSlide, isLastSlide, slider } from '../../../domain/header/slider';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { plainList } from '../../theme/plain-list.styles';
import * as styles from './navigation.styles';

/**
 * A layer's inspiration slider (spec §2, §4): one slide at a time, previous and next arrows
 * that stop at the ends, and a dot per slide. Slides are the editors' HTML with an optional image.
 */
export const InspirationSlider = ({ slides, label }: { readonly slides: readonly InspirationSlide[]; readonly label: string }) => {
  const [state, dispatch] = useReducer(slider, slides.length, initialSlider);
  const current = slides[state.index];
  if (current === undefined) return null;
  const position = `${String(state.index + 1)} von ${String(slides.length)}`;
  return (
    <section className={styles.slider} aria-roledescription="Karussell" aria-label={`Inspiration: ${label}`}>
      <div className={styles.slide} role="group" aria-roledescription="Folie" aria-label={position}>
        {current.imageHorizontal === '' ? null : <img src={current.imageHorizontal} alt="" width={320} height={180} loading="lazy" />}
        <div dangerouslySetInnerHTML={{ __html: current.content }} />
      </div>
      {slides.length > 1 ? (
        <div className={styles.sliderControls}>
          <button type="button" className={`${styles.layerButton} ${styles.arrow}`} onClick={() => { dispatch({ type: 'prev' }); }} disabled={isFirstSlide(state)} aria-label="Vorherige Folie">
            <ChevronLeftIcon />
          </button>
          <ul className={`${plainList} ${styles.dots}`}>
            {slides.map((_, index) => (
              <li key={index}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={`Folie ${String(index + 1)} von ${String(slides.length)}`}
                  aria-current={index === state.index ? 'true' : undefined}
                  onClick={() => { dispatch({ type: 'goTo', index }); }}
                />
              </li>
            ))}
          </ul>
          <button type="button" className={`${styles.layerButton} ${styles.arrow}`} onClick={() => { dispatch({ type: 'next' }); }} disabled={isLastSlide(state)} aria-label="Nächste Folie">
            <ChevronRightIcon />
          </button>
        </div>
      ) : null}
    </section>
  );
};
