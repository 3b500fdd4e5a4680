import { useId } from 'react';
import { ASSISTANT_PAGE_PATHS, QUESTION_PARAM, type AssistantScope } from '../../../application/assistant/assistant.paths';
import { card, cardAccent } from '../../theme/card.styles';
import { sectionHeading } from '../../theme/page.styles';
import { searchRow } from '../../theme/search-row.styles';

/**
 * "Frage stellen": the assistant's question form where people read (the knowledge home, beside
 * an article). A plain GET form to the assistant's page, which answers on the server, so it
 * works without JavaScript.
 */
export const AskQuestion = ({ scope, lead }: { readonly scope: AssistantScope; readonly lead: string }) => {
  const id = useId();
  return (
    <section className={`${card} ${cardAccent}`} aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`} className={sectionHeading}>
        Frage stellen
      </h2>
      <p>{lead}</p>
      <form method="get" action={ASSISTANT_PAGE_PATHS[scope]} className={searchRow}>
        <label htmlFor={`${id}-frage`}>Ihre Frage</label>
        <input id={`${id}-frage`} type="text" name={QUESTION_PARAM} maxLength={500} placeholder="z. B. Wann muss der Betriebsrat angehört werden?" />
        <button type="submit">Frage stellen</button>
      </form>
    </section>
  );
};
