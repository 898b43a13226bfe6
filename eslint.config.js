// One lint config for the whole repo.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

// The Temporal workflow sandbox is deterministic and has no Node APIs: a
// workflow that imports one fails when the worker bundles it. builtinModules
// also lists subpaths (fs/promises, stream/web…); `node:*` covers the prefixed form.
const nodeBuiltins = builtinModules.filter((m) => !m.startsWith('_'));
const workflowSandboxMessage =
  'Workflows run in the Temporal sandbox: no Node built-ins. Do I/O in an activity (activities/).';

// Globals of plain .js/.mjs scripts (Node), without the `globals` package.
const nodeGlobals = Object.fromEntries(
  [
    'process', 'console', 'Buffer', 'URL', 'URLSearchParams', 'fetch', 'AbortController', 'AbortSignal',
    'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate',
    'queueMicrotask', 'structuredClone', 'TextEncoder', 'TextDecoder', 'performance',
  ].map((name) => [name, 'readonly']),
);

export default defineConfig(
  {
    ignores: [
      'dist/**', '.data/**', '.tools/**', 'node_modules/**', 'test-results/**', 'playwright-report/**',
      'db/migrations/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: nodeGlobals },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.recommended],
    languageOptions: {
      parserOptions: {
        // Type information (tsconfig.json) for the rules below.
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['workflows/**/*.{js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({ name, message: workflowSandboxMessage })),
          patterns: [{ group: ['node:*'], message: workflowSandboxMessage }],
        },
      ],
    },
  },
  {
    files: ['workflows/**/*.{ts,tsx,mts,cts}'],
    rules: {
      // The TypeScript variant lets `import type` through: types are erased.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.map((name) => ({ name, message: workflowSandboxMessage, allowTypeImports: true })),
          patterns: [{ group: ['node:*'], message: workflowSandboxMessage, allowTypeImports: true }],
        },
      ],
    },
  },
  {
    // sonner loads after the first paint (web/lib/avisos.ts): a direct import would put it back on
    // every page's first load.
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/lib/avisos.ts', 'web/components/layout/avisos-toaster.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'sonner', message: "Use toast de 'web/lib/avisos' (sonner se carga después de la primera pintura).", allowTypeImports: true }] },
      ],
    },
  },
  {
    // Tests read JSON answers of many shapes; typing each envelope would add noise, not safety.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
