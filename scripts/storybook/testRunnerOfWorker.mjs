// `@storybook/test-runner` inside the story test files, mapped here by
// `test-runner-jest.config.js`: the copy `SharedPageEnvironment` loaded once
// for this worker, so no story file evaluates the runner's bundle again.
const testRunner = globalThis.__testRunnerOfWorker;

export const { getStoryContext, setupPage } = testRunner;
