// The editor's page (`npm run cms`, scripts/cms/start.mjs): Decap CMS and
// its configuration from /admin/config.yml.
import CMS from 'decap-cms-app';

CMS.init();
