import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/dependency-rule', import.meta.url));

interface Cruise {
  readonly exitCode: number;
  readonly report: string;
}

/**
 * Runs the project's dependency-cruiser config, exactly as `npm run depcheck` does, over the
 * fixture tree, which breaks each rule once and also holds the allowed exceptions.
 */
const cruiseFixture = (): Promise<Cruise> =>
  new Promise((resolve) => {
    const args = ['depcruise', '--config', `${repo}.dependency-cruiser.cjs`, 'domain', 'application', 'adapters', 'ui', 'cli'];
    execFile('npx', args, { cwd: fixture }, (error, stdout) => {
      resolve({ exitCode: error ? Number(error.code) : 0, report: stdout });
    });
  });

const violationLines = (report: string): string[] =>
  report
    .split('\n')
    .map((line) => /^\s*error (\S+): (\S+) → ?(\S*)/.exec(line))
    .filter((match) => match !== null)
    .map(([, rule, from, to]) => `${rule ?? ''}: ${from ?? ''} -> ${to ?? ''}`);

describe('the dependency rule (DESIGN.md) is enforced', () => {
  it('fails the check and names each broken rule, and nothing that is allowed', async () => {
    const { exitCode, report } = await cruiseFixture();
    expect(exitCode).toBeGreaterThan(0);
    expect(violationLines(report).sort()).toEqual(
      [
        'adapters-not-ui: adapters/adapter.ts -> ui/page.ts',
        'application-imports-domain: application/port.ts -> adapters/adapter.ts',
        'cli-and-ui-apart: cli/knows-ui.ts -> ui/page.ts',
        'domain-is-pure: domain/knows-application.ts -> application/port.ts',
        'domain-is-pure: domain/reads-files.ts -> fs',
        'ui-gets-adapters-through-composition-root: ui/reaches-adapter.ts -> adapters/http-api/page-delivery/render.ts',
        'ui-composition-root-binds-http-proxies: ui/composition-root.ports.ts -> adapters/http-api/page-delivery/render.ts',
        'cli-gets-adapters-through-composition-root: cli/reaches-adapter.ts -> adapters/http-client/proxy.ts',
        // a cycle is printed over several lines, starting at its first member
        'no-circular: domain/cycle-a.ts -> ',
      ].sort(),
    );
  }, 60_000);
});
