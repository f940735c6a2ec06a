import { describeEnginePass } from './support/enginePass';
import { openFirefox } from './support/firefox';
import { ENGINES_URL } from './support/server';

describeEnginePass('firefox', 'Firefox ESR', () => openFirefox(ENGINES_URL));
