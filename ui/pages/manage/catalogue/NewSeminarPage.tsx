import { Link, useActionData, useLoaderData } from 'react-router';
import type { RubricsWire } from '../../../../application/catalogue-admin/seminar-admin.codecs';
import { SEMINAR_PAGES } from '../../../../application/catalogue-admin/seminar-admin.paths';
import { SEMINAR_FIELDS } from '../../../../domain/seminar/seminar';
import { FormMessage } from '../../../forms/Notice';
import { PageForm } from '../../../forms/PageForm';
import { outcomeFor, type FormOutcome } from '../../../forms/page-form-action';
import * as cards from '../../../theme/card.styles';
import * as controls from '../../../theme/controls.styles';
import * as page from '../../../theme/page.styles';
import { SeminarFields } from './SeminarFields';
import { FORM_TARGETS } from './seminar-form';

/** A new seminar is published unless staff untick the box; its dates come next, on its page. */
const NEW_SEMINAR = { published: 'ja' } as const;

/** /manage/seminare/neu for staff: a new seminar's texts, rubric and Handlungsfeld. */
export const NewSeminarPage = () => {
  const { rubrics } = useLoaderData<RubricsWire>();
  const outcome = outcomeFor(useActionData<FormOutcome>(), FORM_TARGETS.seminar);
  return (
    <section className={page.page} aria-labelledby="neues-seminar-heading">
      <p>
        <Link to={SEMINAR_PAGES.list}>Alle Seminare</Link>
      </p>
      <h1 id="neues-seminar-heading" className={page.pageHeading}>
        Neues Seminar
      </h1>
      <p className={page.lead}>Die Adresse des Seminars auf der Website entsteht aus seinem Titel. Termine und Preise legen Sie danach auf seiner Seite an.</p>
      <div className={`${cards.card} ${page.narrow}`}>
        <PageForm outcome={outcome} className={page.stack} aria-labelledby="neues-seminar-heading">
          <FormMessage outcome={outcome} shown={SEMINAR_FIELDS} />
          <SeminarFields values={outcome?.values ?? NEW_SEMINAR} errors={outcome?.errors ?? {}} rubrics={rubrics} />
          <div>
            <button type="submit" className={controls.primaryButton}>
              Seminar anlegen
            </button>
          </div>
        </PageForm>
      </div>
    </section>
  );
};
