import { Form, Link, useLoaderData } from 'react-router';
import { consultantPagePath } from '../../../application/consultation/consultation.paths';
import { SelectField } from '../../forms/Field';
import * as formStyles from '../../forms/forms.styles';
import { primaryButton } from '../../theme/controls.styles';
import { visuallyHidden } from '../../theme/visually-hidden.styles';
import { TOPIC_PARAM, REGION_PARAM, type ConsultantJson, type ConsultantsPageData } from './consultation.loaders';
import * as styles from './consultation.styles';
import { badge, badgeSuccess } from '../../theme/badge.styles';
import { card as cardListCard, cards } from '../../theme/card-list.styles';
import { lead, page as pageFrame, pageHeading } from '../../theme/page.styles';
import { ConsultantCard } from './ConsultantCard';

const fits = (consultant: ConsultantJson, topic: string, region: string): boolean =>
  (topic === '' || consultant.topics.some((candidate) => candidate.slug === topic)) && (region === '' || consultant.regions.some((candidate) => candidate.code === region));

/**
 * /service/beratung: who advises on what. The filter is a GET form (works without JavaScript);
 * those who fit topic and state come first and say so.
 */
export const ConsultantsPage = () => {
  const { consultants, topics, regions, topic, region } = useLoaderData<ConsultantsPageData>();
  const filtered = topic !== '' || region !== '';
  const withTopic = (consultant: ConsultantJson): string => {
    const path = consultantPagePath(consultant.slug);
    return topic === '' ? path : `${path}?${TOPIC_PARAM}=${encodeURIComponent(topic)}`;
  };
  return (
    <div className={pageFrame}>
      <h1 className={pageHeading}>Persönliche Bildungsberatung</h1>
      <p className={lead}>
        Welche Seminare braucht Ihr Gremium, wie beantragen Sie die Freistellung, was trägt der Arbeitgeber? Unsere Bildungsberater
        nehmen sich 30 Minuten Zeit für Sie – am Telefon oder per Video, kostenlos und unverbindlich. Wählen Sie einfach einen freien
        Termin.
      </p>
      <Form method="get" className={`${formStyles.card} ${formStyles.grid}`} aria-label="Beraterin oder Berater finden">
        <SelectField id="beratung-thema" name={TOPIC_PARAM} label="Thema" options={topics} defaultValue={topic} placeholder="Alle Themen" />
        <SelectField id="beratung-bundesland" name={REGION_PARAM} label="Bundesland" options={regions} defaultValue={region} placeholder="Alle Bundesländer" />
        <div>
          <button type="submit" className={primaryButton}>
            Berater finden
          </button>
        </div>
      </Form>
      <ul className={cards} aria-label="Unsere Bildungsberater">
        {consultants.map((consultant) => (
          <li key={consultant.slug} className={`${cardListCard} ${styles.card}`}>
            <ConsultantCard consultant={consultant} headingLevel={2}>
              {filtered && fits(consultant, topic, region) ? <p className={`${badge} ${badgeSuccess}`}>Passt zu Ihrer Auswahl</p> : null}
              <p>
                <Link to={withTopic(consultant)} className={primaryButton}>
                  Termin wählen<span className={visuallyHidden}> bei {consultant.name}</span>
                </Link>
              </p>
            </ConsultantCard>
          </li>
        ))}
      </ul>
    </div>
  );
};
