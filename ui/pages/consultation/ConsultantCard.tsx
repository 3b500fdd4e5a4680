import type { ReactNode } from 'react';
import type { ConsultantJson } from './consultation.loaders';
import * as styles from './consultation.styles';
import { badge, badgeMuted } from '../../theme/badge.styles';
import { chips } from '../../theme/chips.styles';
import { smallPrint } from '../../theme/page.styles';
import { initialsOf } from './slot-text';

/** A consultant: portrait (or initials), name, role, topics and the states they serve. */
export const ConsultantCard = (props: { readonly consultant: ConsultantJson; readonly headingLevel: 2 | 3; readonly children?: ReactNode }) => {
  const { consultant } = props;
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {consultant.photoUrl === null ? (
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(consultant.name)}
        </span>
      ) : (
        <img className={styles.avatar} src={consultant.photoUrl} alt="" width={64} height={64} />
      )}
      <Heading>{consultant.name}</Heading>
      <p className={smallPrint}>{consultant.role}</p>
      <ul className={chips} aria-label="Themen">
        {consultant.topics.map((topic) => (
          <li key={topic.slug} className={`${badge} ${badgeMuted} ${styles.topic}`}>
            {topic.name}
          </li>
        ))}
      </ul>
      <p className={smallPrint}>Für {consultant.regions.map((region) => region.name).join(', ')}</p>
      {props.children}
    </>
  );
};
