import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantAnswerWire } from '../../../application/assistant/assistant.codecs';
import { ASSISTANT_MESSAGES } from '../../../application/assistant/assistant.codecs';
import { startAccountsTestApp, type AccountsTestApp } from '../session/testing/accounts-test-app';

type Answer = ReturnType<typeof AssistantAnswerWire.encode>;

let app: AccountsTestApp;

const ask = async (question: string, scope?: string) => {
  const params = new URLSearchParams({ question, ...(scope === undefined ? {} : { scope }) });
  return app.browser().get(`/chatbot/get-answer?${params.toString()}`, 'works-council');
};

const answerTo = async (question: string, scope?: string): Promise<Answer> => {
  const answer = await ask(question, scope);
  if (!answer.ok) throw new Error(`${question}: ${JSON.stringify(answer)}`);
  return answer.body as Answer;
};

beforeAll(async () => {
  app = await startAccountsTestApp();
});

afterAll(async () => {
  await app.close();
});

describe('GET /chatbot/get-answer', () => {
  it('answers a works-council question with passages of the demo knowledge and their sources', async () => {
    const answer = await answerTo('Muss der Betriebsrat vor einer Kündigung angehört werden?');
    expect(answer.scope).toBe('br');
    expect(answer.passages.length).toBeGreaterThan(0);
    expect(answer.passages.map((passage) => passage.source.title)).toContain('Anhörung vor Kündigung');
    for (const passage of answer.passages) expect(passage.source.path).toMatch(/^\//);
    for (const seminar of answer.seminars) expect(seminar.path).toMatch(/^\/seminare\/p\//);
  });

  it('answers an SBV question from the SBV knowledge, never from the Betriebsrat lexicon', async () => {
    const answer = await answerTo('Welche Aufgaben hat die Vertrauensperson?', 'sbv');
    expect(answer.passages.length).toBeGreaterThan(0);
    for (const passage of answer.passages) expect(passage.source.path).not.toMatch(/lexikon\/br\//);
  });

  it('answers honestly with nothing when no word of the question is in the knowledge base', async () => {
    const answer = await answerTo('Quantenchromodynamik Spaghettirezept');
    expect(answer.passages).toEqual([]);
    expect(answer.seminars).toEqual([]);
  });

  it('refuses an empty or too long question with 400 and a German message', async () => {
    const empty = await ask('   ');
    expect(empty).toMatchObject({ ok: false, status: 400 });
    expect(JSON.stringify(empty.body)).toContain(ASSISTANT_MESSAGES.emptyQuestion);
    const long = await ask('Kündigung '.repeat(60));
    expect(long).toMatchObject({ ok: false, status: 400 });
    expect(JSON.stringify(long.body)).toContain(ASSISTANT_MESSAGES.longQuestion);
    const scope = await ask('Kündigung', 'jav');
    expect(scope).toMatchObject({ ok: false, status: 400 });
  });
});
