import { describeEnginePass } from './support/enginePass';
import { openWebKit } from './support/webkit';
import { ENGINES_URL } from './support/server';

/** WebKitWebDriver's own port, beside the site's. */
const DRIVER_PORT = Number(process.env.WEBKIT_DRIVER_PORT ?? 4477);

describeEnginePass('webkit', 'WebKitGTK', () => openWebKit(ENGINES_URL, DRIVER_PORT));
