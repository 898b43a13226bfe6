import { defineConfig } from 'vitest/config';

// `npm test -- stack` (scripts/stack/simulacros.mjs): the drills against the production topology
// (scripts/stack/topologia.mjs), which they start themselves. One file, its drills in order: each
// works on what the one before left running.
export default defineConfig({
  test: {
    name: 'stack',
    environment: 'node',
    include: ['tests/stack/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 900_000,
  },
});
