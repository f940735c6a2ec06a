// Stands in for the runner's own `playwright/jest-setup.js`, which reads
// `.storybook/test-runner.ts` through the runner's module loader for every
// story file. The hooks are imported here, inside Jest's registry, where the
// `expect` they use exists, and set on this file's global, where the
// generated tests look for them (the runner's `setPreVisit` would set them
// on the worker's global, as its module is the worker's copy).
import { setupPage } from '@storybook/test-runner';
import config from '../../.storybook/test-runner';

config.setup?.();
globalThis.__sbPreVisit = config.preVisit;
globalThis.__sbPostVisit = config.postVisit;
// The generated tests call these for their retry after a navigation.
globalThis.__sbSetupPage = setupPage;
globalThis.__sbCollectCoverage = false;
