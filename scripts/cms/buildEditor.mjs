// The hosted editor in the build (`CMS_BACKEND=gitlab|forgejo npm run
// build`, hostedBackend.mjs): the editor's page built as `npm run cms`
// serves it (editorVite.mjs) into dist/admin/, with its configuration for
// the team's Git host beside it. The hosting rules give /admin/ a policy
// of its own (src/site/hosting.ts): noindex, and it may reach only that
// host. Without CMS_BACKEND nothing of the editor is built.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { cmsConfig } from './cmsConfig.mjs';
import { EDITOR_BASE, editorViteConfig, siteModule } from './editorVite.mjs';

/**
 * Builds the editor for `backend` (Decap's backend configuration) into `outDir`.
 * @param {{ root: string, outDir: string, backend: { name: string, branch: string } }} options
 * @returns {Promise<string>} what was built, for the build's log
 */
export async function buildEditor({ root, outDir, backend }) {
  await build(await editorViteConfig({ root, outDir }));
  const facts = await siteModule(root, 'cms/siteFacts.ts');
  await writeFile(path.join(outDir, 'config.yml'), JSON.stringify(cmsConfig({ root, backend, facts: facts.siteFacts() })));
  return `${EDITOR_BASE} for ${backend.name}, ${backend.repo}`;
}
