import { InhouseForm } from './InhouseForm';
import { useSeminar } from './use-seminar';
import { sectionHeading } from '../../theme/page.styles';

/** /seminare/p/{slug}/inhouse: the seminar for one works council, at its place and date. */
export const SeminarInhouse = () => {
  const seminar = useSeminar();
  return (
    <>
      <section aria-labelledby="inhouse">
        <h2 id="inhouse" className={sectionHeading}>
          {seminar.title} als Inhouse-Seminar
        </h2>
        <p>
          Sie möchten das ganze Gremium schulen? Wir führen „{seminar.title}“ exklusiv für Ihren Betriebsrat durch: zu Ihrem
          Wunschtermin, bei Ihnen im Betrieb, in einem Tagungshotel Ihrer Wahl oder online. Die Inhalte stimmen wir mit
          Ihnen ab, damit die Fälle aus Ihrem Betrieb im Mittelpunkt stehen.
        </p>
        <ul>
          <li>Schwerpunkt: {seminar.actionField}</li>
          <li>Inhalte auf Ihr Gremium zugeschnitten</li>
          <li>Ab etwa sechs Teilnehmenden günstiger als einzelne Buchungen</li>
          <li>Die Kosten trägt nach § 37 Abs. 6 BetrVG der Arbeitgeber</li>
        </ul>
      </section>
      <InhouseForm seminarTitle={seminar.title} />
    </>
  );
};
