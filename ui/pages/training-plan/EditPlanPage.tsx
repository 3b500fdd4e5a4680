import { Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { TRAINING_PLAN_PATHS, deleteTrainingPlanPath, trainingPlanPath } from '../../../application/training-plan/training-plan.paths';
import { SelectField, TextAreaField, TextField } from '../../forms/Field';
import { FormMessage, Notice } from '../../forms/Notice';
import { PageForm } from '../../forms/PageForm';
import * as formStyles from '../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../forms/page-form-action';
import { primaryButton } from '../../theme/controls.styles';
import { visuallyHidden } from '../../theme/visually-hidden.styles';
import { ADD_FORM, PRIORITY_OPTIONS, RENAME_FORM, dateForm, removeForm, type EditPlanPageData } from './training-plan.loaders';
import { EntryCard, PlanCostSummary } from './PlanParts';
import { SharePanel } from './SharePanel';
import * as styles from './training-plan.styles';
import * as pageParts from '../../theme/page.styles';
import * as cardListParts from '../../theme/card-list.styles';
import * as linkParts from '../../theme/link-row.styles';

const DONE: Readonly<Record<string, string>> = {
  angelegt: 'Der Schulungsplan ist angelegt. Tragen Sie jetzt die Seminare der Mitglieder ein.',
  umbenannt: 'Der Name ist gespeichert.',
  hinzugefuegt: 'Das Seminar ist eingetragen.',
  entfernt: 'Der Eintrag wurde entfernt.',
  termin: 'Der Termin ist eingetragen.',
};

/**
 * /schulungsplan/edit/{planId}: one form per change (rename, add a seminar, remove an entry),
 * each a plain post that works without JavaScript; what was typed comes back with the message.
 */
export const EditPlanPage = () => {
  const { plan, themes, dates, done } = useLoaderData<EditPlanPageData>();
  const answer = useActionData<FormOutcome>();
  const rename = outcomeFor(answer, RENAME_FORM);
  const add = outcomeFor(answer, ADD_FORM);
  const sending = useNavigation().state === 'submitting';
  const doneText = done === null ? undefined : DONE[done];
  const addField = (name: string) => ({ id: `neu-${name}`, name, defaultValue: add?.values[name], error: add?.errors[name] });

  return (
    <div className={pageParts.page}>
      <p>
        <Link to={TRAINING_PLAN_PATHS.list}>Alle Schulungspläne</Link>
      </p>
      <h1 className={pageParts.pageHeading}>{plan.name} bearbeiten</h1>
      {doneText === undefined ? null : <Notice tone="success">{doneText}</Notice>}
      {answer?.target === 'seite' ? <FormMessage outcome={answer} shown={[]} /> : null}

      <h2 className={pageParts.sectionHeading}>Geplante Seminare</h2>
      {plan.entries.length === 0 ? (
        <p>Noch kein Seminar eingetragen.</p>
      ) : (
        <ul className={cardListParts.cards} aria-label="Geplante Seminare">
          {plan.entries.map((entry, index) => {
            const target = removeForm(index);
            const outcome = outcomeFor(answer, target);
            const dating = outcomeFor(answer, dateForm(index));
            const options = entry.themeSlug === null ? [] : (dates[entry.themeSlug] ?? []);
            return (
              <EntryCard key={index} entry={entry} headingLevel={3}>
                {options.length === 0 ? null : (
                  <PageForm outcome={dating} className={styles.entryForm} aria-label={`Termin für ${entry.memberName} festlegen`}>
                    <FormMessage outcome={dating} shown={['eventId']} />
                    <input type="hidden" name="intent" value={dateForm(index)} />
                    <SelectField
                      id={`termin-${String(index)}`}
                      name="eventId"
                      label="Termin festlegen"
                      options={options}
                      placeholder="Bitte wählen"
                      defaultValue={dating?.values.eventId}
                      error={dating?.errors.eventId}
                    />
                    <button type="submit" className={formStyles.secondaryButton} disabled={sending}>
                      Termin übernehmen<span className={visuallyHidden}> für {entry.memberName}</span>
                    </button>
                  </PageForm>
                )}
                <PageForm outcome={outcome} aria-label={`Eintrag von ${entry.memberName} entfernen`}>
                  <FormMessage outcome={outcome} shown={[]} />
                  <input type="hidden" name="intent" value={target} />
                  <button type="submit" className={`${formStyles.linkButton} ${formStyles.dangerLinkButton}`} disabled={sending}>
                    Entfernen<span className={visuallyHidden}> ({entry.memberName}: {entry.title})</span>
                  </button>
                </PageForm>
              </EntryCard>
            );
          })}
        </ul>
      )}

      <h2 className={pageParts.sectionHeading} id="seminar-eintragen">
        Seminar eintragen
      </h2>
      <PageForm className={`${formStyles.card} ${pageParts.stack} ${pageParts.narrow}`} outcome={add} aria-labelledby="seminar-eintragen">
        <FormMessage outcome={add} shown={['memberName', 'themeSlug', 'priority', 'note']} />
        <input type="hidden" name="intent" value={ADD_FORM} />
        <TextField {...addField('memberName')} label="Mitglied" hint="Vor- und Nachname des Gremiumsmitglieds" maxLength={200} />
        <SelectField {...addField('themeSlug')} label="Seminar" options={themes} placeholder="Bitte wählen" />
        <SelectField {...addField('priority')} defaultValue={add?.values.priority ?? 'mittel'} label="Priorität" options={PRIORITY_OPTIONS} />
        <TextAreaField {...addField('note')} label="Notiz" rows={3} optional />
        <div className={formStyles.actions}>
          <button type="submit" className={primaryButton} disabled={sending}>
            Seminar eintragen
          </button>
        </div>
      </PageForm>

      <PlanCostSummary cost={plan.cost} headingId="plan-kosten" />

      <h2 className={pageParts.sectionHeading} id="plan-umbenennen">
        Name des Plans
      </h2>
      <PageForm className={`${formStyles.card} ${pageParts.stack} ${pageParts.narrow}`} outcome={rename} aria-labelledby="plan-umbenennen">
        <FormMessage outcome={rename} shown={['name']} />
        <input type="hidden" name="intent" value={RENAME_FORM} />
        <TextField id="plan-name" name="name" label="Name" defaultValue={rename?.values.name ?? plan.name} error={rename?.errors.name} maxLength={200} />
        <div className={formStyles.actions}>
          <button type="submit" className={formStyles.secondaryButton} disabled={sending}>
            Namen speichern
          </button>
        </div>
      </PageForm>

      <SharePanel shareUrl={plan.shareUrl} />
      <ul className={linkParts.linkRow}>
        <li>
          <Link to={trainingPlanPath(plan.planId)}>Zur Ansicht des Plans</Link>
        </li>
        <li>
          <Link to={deleteTrainingPlanPath(plan.planId)}>Plan löschen</Link>
        </li>
      </ul>
    </div>
  );
};
