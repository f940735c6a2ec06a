// `npm run chromatic`: publishes the Storybook to Chromatic for review.
// Without CHROMATIC_PROJECT_TOKEN it says so and stops (exit 0), so a
// checkout without the secret never fails or tries the network.
import { bin, run } from './lib/process.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped. Set CHROMATIC_PROJECT_TOKEN (the project token in the settings of the Chromatic project) to publish the Storybook.');
  process.exit(0);
}
// The token is read from the environment by the CLI itself, never put on the command line.
process.exit(await run(bin('chromatic'), ['--exit-zero-on-changes', '--build-script-name', 'build-storybook', ...process.argv.slice(2)]));
