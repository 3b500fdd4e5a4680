import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['domain/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'application',
          include: ['application/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'adapters',
          include: ['adapters/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'tooling',
          include: ['.ci/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['domain/**/*.ts', 'application/**/*.ts', 'adapters/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.arbitraries.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: {
        'domain/**/*.ts': { lines: 95 },
      },
    },
  },
});
