import * as t from 'io-ts';
import { InstantCodec } from '../codecs/instant.codec';

export const MAX_QUESTION_LENGTH = 500;

/** Characters as the visitor sees them (an umlaut or emoji is one), not UTF-16 units. */
const characterCount = (text: string): number => Array.from(text).length;

export const ASSISTANT_MESSAGES = {
  emptyQuestion: 'Bitte geben Sie eine Frage ein.',
  longQuestion: `Ihre Frage ist zu lang. Bitte fassen Sie sich kürzer (höchstens ${MAX_QUESTION_LENGTH} Zeichen).`,
  scope: 'Bitte wählen Sie den Betriebsrat (br) oder die SBV (sbv).',
} as const;

/** The question as typed: trimmed, not empty, at most 500 characters (counted as the visitor sees them). */
export const QuestionText = new t.Type<string, string, unknown>(
  'QuestionText',
  (value): value is string => typeof value === 'string' && value.trim() === value && value !== '' && characterCount(value) <= MAX_QUESTION_LENGTH,
  (input, context) => {
    if (typeof input !== 'string' || input.trim() === '') return t.failure(input, context, ASSISTANT_MESSAGES.emptyQuestion);
    const question = input.trim();
    return characterCount(question) > MAX_QUESTION_LENGTH ? t.failure(input, context, ASSISTANT_MESSAGES.longQuestion) : t.success(question);
  },
  (value) => value,
);

const Scope = new t.Type<'br' | 'sbv', string, unknown>(
  'AssistantScope',
  (value): value is 'br' | 'sbv' => value === 'br' || value === 'sbv',
  (input, context) => (input === 'br' || input === 'sbv' ? t.success(input) : t.failure(input, context, ASSISTANT_MESSAGES.scope)),
  (value) => value,
);

/** GET /chatbot/get-answer?question=…&scope=br|sbv (scope defaults to br). */
export const AssistantQuery = t.exact(t.intersection([t.type({ question: QuestionText }), t.partial({ scope: Scope })]), 'AssistantQuery');
export type AssistantQuery = t.TypeOf<typeof AssistantQuery>;

/** Where a quoted passage comes from: the page of the work-council host to read it in full. */
export const AnswerSourceWire = t.type({ title: t.string, kindLabel: t.string, path: t.string }, 'AnswerSource');
export type AnswerSourceWire = t.TypeOf<typeof AnswerSourceWire>;

/** A passage quoted word for word from its source. */
export const AnswerPassageWire = t.type({ text: t.string, source: AnswerSourceWire }, 'AnswerPassage');
export type AnswerPassageWire = t.TypeOf<typeof AnswerPassageWire>;

/** A seminar theme on the main site that fits the question. */
export const AnswerSeminarWire = t.type({ title: t.string, path: t.string, nextDate: t.union([InstantCodec, t.null]) }, 'AnswerSeminar');
export type AnswerSeminarWire = t.TypeOf<typeof AnswerSeminarWire>;

/** The answer: no passages means nothing in the knowledge base matched (the page says so honestly). */
export const AssistantAnswerWire = t.type(
  {
    question: t.string,
    scope: Scope,
    passages: t.array(AnswerPassageWire),
    seminars: t.array(AnswerSeminarWire),
  },
  'AssistantAnswer',
);
export type AssistantAnswerWire = t.TypeOf<typeof AssistantAnswerWire>;
