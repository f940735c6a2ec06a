// `npm start` runs this first: a clear message on a Node that is too old.
import { checkNodeVersion } from './lib/nodeVersion.mjs';

checkNodeVersion();
