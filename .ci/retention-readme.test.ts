import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RETENTION_KINDS, RETENTION_RULES, retentionLine } from '../domain/privacy/retention-rules';

describe('the README lists the retention rules', () => {
  it('names every rule with the line /datenschutz prints and who keeps it', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    for (const kind of RETENTION_KINDS) expect(readme).toContain(`| \`${kind}\` | ${retentionLine(kind)} | ${RETENTION_RULES[kind].enforcement} |`);
  });
});
