import { useActionData, useLoaderData } from 'react-router';
import { SelectField, TextField } from '../../../forms/Field';
import { GREMIUM_MESSAGES } from '../../../../domain/portal/gremium-membership';
import { FormMessage, Notice } from '../../../forms/Notice';
import { PageForm } from '../../../forms/PageForm';
import * as formStyles from '../../../forms/forms.styles';
import { outcomeFor, type FormOutcome } from '../../../forms/page-form-action';
import { primaryButton } from '../../../theme/controls.styles';
import type { GremiumMembersData, InvitationRow, MemberRow } from './gremium-members.loaders';
import { gremiumRemovePath } from './gremium-remove.loaders';
import * as badgeParts from '../../../theme/badge.styles';
import * as pageParts from '../../../theme/page.styles';
import * as cardParts from '../../../theme/card.styles';
import * as columnParts from '../../../theme/columns.styles';
import * as listParts from '../../../theme/plain-list.styles';
import * as linkParts from '../../../theme/link-row.styles';

const ROLE_LABEL = { admin: 'Administration', member: 'Mitglied' } as const;

const ROLE_OPTIONS = [
  { value: 'member', label: 'Mitglied (liest)' },
  { value: 'admin', label: 'Administration (verwaltet das Gremium)' },
];

/** What the page says after a change (?erledigt=…). */
const DONE: Readonly<Record<string, string>> = {
  eingeladen: 'Die Einladung wurde verschickt. Der Link in der E-Mail ist 14 Tage gültig.',
  admin: 'Das Mitglied gehört jetzt zur Administration.',
  mitglied: 'Die Person ist jetzt Mitglied ohne Administrationsrechte.',
  entfernt: 'Die Person gehört nicht mehr zum Gremium.',
  zurueckgenommen: 'Die Einladung wurde zurückgenommen; ihr Link funktioniert nicht mehr.',
  beigetreten: 'Willkommen im Gremium! Sie sehen jetzt seine Mitglieder, Buchungen und Einstellungen.',
};

const MemberCard = ({ member, isAdmin, outcome }: { readonly member: MemberRow; readonly isAdmin: boolean; readonly outcome: FormOutcome | undefined }) => {
  const target = `mitglied-${member.userId}`;
  const mine = outcomeFor(outcome, target);
  const other = member.offeredRole;
  return (
    <li className={cardParts.card} id={target}>
      <p className={cardParts.cardTitle}>{member.name}</p>
      <p className={pageParts.smallPrint}>
        <span className={badgeParts.badge}>{ROLE_LABEL[member.role]}</span>
      </p>
      {member.email === null ? null : <p className={pageParts.smallPrint}>{member.email}</p>}
      {member.brFunctions.length > 0 ? <p className={pageParts.smallPrint}>Funktionen: {member.brFunctions.join(', ')}</p> : null}
      {isAdmin ? (
        <>
          <FormMessage outcome={mine} shown={[]} />
          {/* The last admin's card says why it offers no change, instead of a button that answers 409. */}
          {other === null && member.role === 'admin' ? <p className={pageParts.smallPrint}>{GREMIUM_MESSAGES.lastAdmin}</p> : null}
          <div className={linkParts.linkRow}>
            {other === null ? null : (
              <PageForm outcome={mine} aria-label={`Rolle von ${member.name}`}>
                <input type="hidden" name="intent" value="rolle" />
                <input type="hidden" name="userId" value={member.userId} />
                <input type="hidden" name="role" value={other} />
                <button type="submit" className={formStyles.secondaryButton}>
                  {other === 'admin' ? 'Zur Administration machen' : 'Administrationsrechte entziehen'}
                </button>
              </PageForm>
            )}
            {/* Removing asks first, on a page of its own (works without JavaScript). */}
            {member.removable ? (
              <a href={gremiumRemovePath(member.userId)} className={linkParts.dangerLink} aria-label={`${member.name} aus dem Gremium entfernen`}>
                Aus dem Gremium entfernen
              </a>
            ) : null}
          </div>
        </>
      ) : null}
    </li>
  );
};

const InvitationCard = ({ invitation, outcome }: { readonly invitation: InvitationRow; readonly outcome: FormOutcome | undefined }) => {
  const target = `einladung-${invitation.invitationId}`;
  const mine = outcomeFor(outcome, target);
  return (
    <li className={cardParts.card} id={target}>
      <p className={cardParts.cardTitle}>{invitation.email}</p>
      <p className={pageParts.smallPrint}>
        {ROLE_LABEL[invitation.role]} · eingeladen am {invitation.invitedOn} · Link gültig bis {invitation.validUntil}
      </p>
      <FormMessage outcome={mine} shown={[]} />
      <div className={linkParts.linkRow}>
        <PageForm outcome={mine} aria-label={`Einladung an ${invitation.email} zurücknehmen`}>
          <input type="hidden" name="intent" value="zuruecknehmen" />
          <input type="hidden" name="invitationId" value={invitation.invitationId} />
          <button type="submit" className={`${formStyles.linkButton} ${formStyles.dangerLinkButton}`}>
            Einladung zurücknehmen
          </button>
        </PageForm>
      </div>
    </li>
  );
};

/**
 * Gremium-Mitglieder: who belongs to the Gremium. Its admins invite by e-mail, change roles,
 * remove members and withdraw invitations, each a page form that works without JavaScript;
 * members read. The server keeps at least one admin and says so when a change would not.
 */
export const GremiumMembersPage = () => {
  const { gremiumName, isAdmin, members, invitations, done } = useLoaderData<GremiumMembersData>();
  const outcome = useActionData<FormOutcome>();
  const invite = outcomeFor(outcome, 'einladen');
  const page = outcomeFor(outcome, 'seite');
  return (
    <section className={pageParts.page} aria-labelledby="gremium-mitglieder-titel">
      <h1 id="gremium-mitglieder-titel" className={pageParts.pageHeading}>
        Gremium-Mitglieder
      </h1>
      <p className={pageParts.lead}>{gremiumName}</p>
      {done !== null && DONE[done] !== undefined && outcome === undefined ? <Notice tone="success">{DONE[done]}</Notice> : null}
      <FormMessage outcome={page} shown={[]} />
      {isAdmin ? null : <p className={pageParts.smallPrint}>Mitglieder hinzufügen und Rollen ändern kann die Administration Ihres Gremiums.</p>}
      <h2 className={pageParts.sectionHeading}>Mitglieder ({members.length})</h2>
      <ul className={`${columnParts.halves} ${listParts.plainList}`}>
        {members.map((member) => (
          <MemberCard key={member.userId} member={member} isAdmin={isAdmin} outcome={outcome} />
        ))}
      </ul>
      {isAdmin ? (
        <>
          <h2 className={pageParts.sectionHeading} id="einladen-titel">
            Mitglied einladen
          </h2>
          <PageForm key={invite === undefined ? 'neu' : 'erneut'} className={`${formStyles.card} ${pageParts.stack} ${pageParts.narrow}`} outcome={invite} aria-labelledby="einladen-titel">
            <input type="hidden" name="intent" value="einladen" />
            <FormMessage outcome={invite} shown={['email', 'role']} />
            <p className={pageParts.smallPrint}>Wir schicken der Person einen Link. Damit meldet sie sich an oder registriert sich und tritt Ihrem Gremium bei.</p>
            <div className={formStyles.grid}>
              <TextField id="einladen-email" name="email" label="E-Mail-Adresse" type="email" autoComplete="off" defaultValue={invite?.values.email} error={invite?.errors.email} />
              <SelectField id="einladen-rolle" name="role" label="Rolle" options={ROLE_OPTIONS} defaultValue={invite?.values.role ?? 'member'} error={invite?.errors.role} />
            </div>
            <div className={formStyles.actions}>
              <button type="submit" className={primaryButton}>
                Einladung senden
              </button>
            </div>
          </PageForm>
          <h2 className={pageParts.sectionHeading}>Offene Einladungen</h2>
          {invitations.length === 0 ? (
            <p className={pageParts.smallPrint}>Keine offenen Einladungen.</p>
          ) : (
            <ul className={`${columnParts.halves} ${listParts.plainList}`}>
              {invitations.map((invitation) => (
                <InvitationCard key={invitation.invitationId} invitation={invitation} outcome={outcome} />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
};
