import { defineConfig } from 'vitest/config';

/** Unit tests for pure logic: formatters, tokens, validation, route table. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'stories/**/*.test.ts'],
    environment: 'node',
  },
});
