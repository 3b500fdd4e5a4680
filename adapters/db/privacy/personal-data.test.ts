import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { declarationProblems, PERSONAL_DATA, schemaTables } from './personal-data';

describe('declaration of personal data', () => {
  it('every table of the schema is declared, and every personal-looking column is declared personal or expressly not', () => {
    expect(declarationProblems(schemaTables(), PERSONAL_DATA)).toEqual([]);
  });

  it('declares each table once', () => {
    const tables = PERSONAL_DATA.map((declaration) => declaration.table);
    expect(new Set(tables).size).toBe(tables.length);
  });

  it('fails on a new table, and on a new personal column of a declared table', () => {
    const newsletter = pgTable('newsletter_signups', { signupId: serial('signup_id').primaryKey(), email: text('email').notNull() });
    expect(declarationProblems([...schemaTables(), newsletter], PERSONAL_DATA)).toEqual(['newsletter_signups: nicht in PERSONAL_DATA erklärt']);
    const declaredWithoutEmail = [...PERSONAL_DATA, { table: newsletter, personal: [], rules: [], bases: [] }];
    expect(declarationProblems([newsletter], declaredWithoutEmail)).toEqual(['newsletter_signups.email: personenbezogen? nicht erklärt']);
  });

  it('fails on personal columns without a deleting rule', () => {
    const notes = pgTable('notes', { noteId: serial('note_id').primaryKey(), note: text('note').notNull() });
    expect(declarationProblems([notes], [{ table: notes, personal: [notes.note], rules: [], bases: ['contract'] }])).toEqual([
      'notes: personenbezogene Spalten ohne Löschregel oder Rechtsgrundlage',
    ]);
  });
});
