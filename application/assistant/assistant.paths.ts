/**
 * The assistant's call. Spec §7 names none; it sits beside the pages it serves (/chatbot,
 * /chatbot-sbv) in the style of §7's /recommendations/get-related-… and /consultant/get-….
 */
export const ASSISTANT_PATHS = { answer: '/chatbot/get-answer' } as const;

/** The two assistants (spec §2): works-council law, and the Schwerbehindertenvertretung. */
export const ASSISTANT_SCOPES = ['br', 'sbv'] as const;
export type AssistantScope = (typeof ASSISTANT_SCOPES)[number];

/** The page of each assistant on the works-council host. */
export const ASSISTANT_PAGE_PATHS: Readonly<Record<AssistantScope, string>> = { br: '/chatbot', sbv: '/chatbot-sbv' };

/** The query parameter of those pages' question form (a plain GET form, so it works before JavaScript). */
export const QUESTION_PARAM = 'frage';
