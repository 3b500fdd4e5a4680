import type { Container } from 'inversify';
import type { AssistantKnowledge } from '../../../application/assistant/knowledge';
import { AssistantService } from '../../../application/assistant/assistant.service';
import { ASSISTANT } from '../../../application/assistant/assistant.tokens';
import type { CacheRegistry } from '../../../application/cache/cache-registry';
import type { Catalogue } from '../../../application/catalogue/catalogue.port';
import { CATALOGUE } from '../../../application/catalogue/catalogue.tokens';
import type { Content } from '../../../application/content/content.port';
import { CONTENT } from '../../../application/content/content.tokens';
import type { Clock } from '../../../application/ports/clock';
import { MemoryLruCache } from '../../cache/memory-lru-cache';
import { MINUTE_MS } from './caches.bindings';

/**
 * The assistant's index lives in this instance's memory (a few MB for the demo's content). Ten
 * minutes: a lexicon import or a new article reaches the answers within that time, or at once
 * when an operator clears the cache "assistant-knowledge" (which reaches every instance).
 */
const KNOWLEDGE_TTL_MS = 10 * MINUTE_MS;

/** The assistant of /chatbot and /chatbot-sbv (GET /chatbot/get-answer). */
export const bindAssistant = (container: Container, clock: Clock, caches: CacheRegistry): void => {
  const cache = caches.register(
    new MemoryLruCache<AssistantKnowledge>({
      name: 'assistant-knowledge',
      description: 'Suchindex des Assistenten (Lexikon, Gesetze, Urteile, Artikel, FAQ, Seminare)',
      maxEntries: 1,
      ttlMs: KNOWLEDGE_TTL_MS,
      clock,
    }),
  );
  container
    .bind(ASSISTANT)
    .toResolvedValue((content: Content, catalogue: Catalogue) => new AssistantService({ content, catalogue, cache }), [CONTENT, CATALOGUE])
    .inSingletonScope();
};
