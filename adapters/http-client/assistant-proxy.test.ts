import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_MESSAGES, AssistantAnswerWire } from '../../application/assistant/assistant.codecs';
import { startAccountsTestApp, type AccountsTestApp } from '../http-api/session/testing/accounts-test-app';
import { AssistantProxy } from './assistant-proxy';

let app: AccountsTestApp;

beforeAll(async () => {
  app = await startAccountsTestApp();
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('AssistantProxy against the real server', () => {
  it('brings back the answer the path gives, decoded, and a refused question as Invalid with the German message', async () => {
    const proxy = new AssistantProxy(app.browser().transport());
    const question = 'Wie lange dauert die Amtszeit des Betriebsrats?';
    const result = await proxy.answer({ question, scope: 'br' })();
    if (E.isLeft(result)) throw new Error(JSON.stringify(result.left));
    expect(result.right.passages[0]?.source.title).toBe('Amtszeit des Betriebsrats');
    const direct = AssistantAnswerWire.decode(await (await fetch(`${app.urlOf('works-council')}/chatbot/get-answer?${new URLSearchParams({ question, scope: 'br' }).toString()}`)).json());
    if (E.isLeft(direct)) throw new Error('the server answered no answer');
    expect(AssistantAnswerWire.encode(result.right)).toEqual(AssistantAnswerWire.encode(direct.right));
    // The browser checks first; the server refuses what slips through all the same.
    expect(await proxy.answer({ question: '' })()).toMatchObject(E.left({ _tag: 'Invalid', fieldErrors: { question: ASSISTANT_MESSAGES.emptyQuestion } }));
  });
});
