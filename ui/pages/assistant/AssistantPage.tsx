import * as E from 'fp-ts/Either';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useLoaderData } from 'react-router';
import type * as t from 'io-ts';
import { AssistantAnswerWire, AssistantQuery } from '../../../application/assistant/assistant.codecs';
import { ASSISTANT_PAGE_PATHS, QUESTION_PARAM } from '../../../application/assistant/assistant.paths';
import { decodeInput } from '../../../application/codecs/decode';
import { useService } from '../../di/services-context';
import { ASSISTANT } from '../../di/ui.tokens';
import { useTypedBeforeHydration } from '../../forms/typed-before-hydration';
import { visuallyHidden } from '../../theme/visually-hidden.styles';
import { AssistantAnswer } from './AssistantAnswer';
import { ASSISTANT_PAGES } from './assistant-texts';
import { messageOf, type AssistantPageData } from './assistant.loader';
import * as styles from './assistant.styles';
import * as forms from '../../forms/forms.styles';
import { primaryButton } from '../../theme/controls.styles';
import { lead, narrow, page as pageFrame, pageHeading, sectionHeading, stack } from '../../theme/page.styles';

type Answer = t.OutputOf<typeof AssistantAnswerWire>;

/** One turn of the conversation; answer null while it is being looked up, error when it failed. */
interface Turn {
  readonly id: number;
  readonly question: string;
  readonly answer: Answer | null;
  readonly error: string | null;
}

/**
 * /chatbot and /chatbot-sbv. Before JavaScript the form is a plain GET and the server renders the
 * answer; afterwards each question is asked in place and the turns pile up as a conversation in a
 * polite live region, so a screen reader reads each answer once it arrives.
 */
export const AssistantPage = () => {
  const page = useLoaderData<AssistantPageData>();
  const texts = ASSISTANT_PAGES[page.scope];
  const assistant = useService(ASSISTANT);
  const [turns, setTurns] = useState<readonly Turn[]>(page.answer === null ? [] : [{ id: 0, question: page.answer.question, answer: page.answer, error: null }]);
  const [error, setError] = useState<string | null>(page.error);
  // Answered: the field is free for the next question; refused: the text stays to be corrected.
  const [question, setQuestion] = useState(page.answer === null ? page.question : '');
  const nextId = useRef(1);
  // A question typed before the scripts ran is the one asked (typed-before-hydration.ts).
  const form = useTypedBeforeHydration();
  const ids = useId();
  const errorId = `${ids}-fehler`;

  const ask = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = decodeInput(AssistantQuery, { question, scope: page.scope });
    if (E.isLeft(query)) {
      setError(messageOf(query.left));
      return;
    }
    setError(null);
    setQuestion('');
    const id = nextId.current++;
    setTurns((all) => [...all, { id, question: query.right.question, answer: null, error: null }]);
    const result = await assistant.answer(query.right)();
    setTurns((all) =>
      all.map((turn) =>
        turn.id !== id ? turn : E.isRight(result) ? { ...turn, answer: AssistantAnswerWire.encode(result.right) } : { ...turn, error: messageOf(result.left) },
      ),
    );
  };

  const other = page.scope === 'br' ? 'sbv' : 'br';
  return (
    <div className={`${pageFrame} ${narrow}`}>
      <h1 className={pageHeading}>{texts.title}</h1>
      <p className={lead}>{texts.lead}</p>
      <section aria-labelledby={`${ids}-verlauf`} className={stack}>
        <h2 id={`${ids}-verlauf`} className={turns.length === 0 ? visuallyHidden : sectionHeading}>
          Ihr Gespräch mit dem Assistenten
        </h2>
        <ol className={styles.turns} aria-live="polite">
          {turns.map((turn) => (
            <li key={turn.id} className={styles.turn}>
              <p className={styles.question}>
                <span className={styles.speaker}>Ihre Frage:</span> {turn.question}
              </p>
              <div className={styles.answer}>
                <p className={styles.speaker}>Antwort des Assistenten:</p>
                {turn.error !== null ? (
                  <p>{turn.error}</p>
                ) : turn.answer === null ? (
                  <p>Einen Moment …</p>
                ) : (
                  <AssistantAnswer answer={turn.answer} here={page.here} />
                )}
              </div>
            </li>
          ))}
        </ol>
      </section>
      <form ref={form} className={forms.field} method="get" action={ASSISTANT_PAGE_PATHS[page.scope]} onSubmit={(event) => void ask(event)} noValidate>
        <label htmlFor={`${ids}-frage`}>Ihre Frage</label>
        <p id={`${ids}-hinweis`} className={`${forms.hint} ${styles.flush}`}>
          {texts.example} Höchstens 500 Zeichen.
        </p>
        <textarea
          className={`${forms.control} ${forms.textarea}`}
          id={`${ids}-frage`}
          name={QUESTION_PARAM}
          rows={3}
          value={question}
          onChange={(event) => {
            setQuestion(event.target.value);
          }}
          aria-invalid={error === null ? undefined : true}
          aria-describedby={error === null ? `${ids}-hinweis` : `${ids}-hinweis ${errorId}`}
        />
        {error === null ? null : (
          <p id={errorId} className={`${forms.fieldError} ${styles.flush}`} role="alert">
            {error}
          </p>
        )}
        <div className={forms.actions}>
          <button type="submit" className={primaryButton}>
            Frage stellen
          </button>
        </div>
      </form>
      <p>
        <a href={ASSISTANT_PAGE_PATHS[other]}>{texts.other}</a>
      </p>
    </div>
  );
};
