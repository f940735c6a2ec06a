// The same editor for a team, on a Git host of the team's own: Decap's
// GitLab backend or its Forgejo (and Gitea) backend, logging in with PKCE
// from the browser, so no server of ours stands between the editor and the
// repository. Chosen by the environment, read by `npm run cms` (which then
// serves the editor for that host instead of the local one) and by
// `npm run build` (which then adds the editor at /admin/):
//
//   CMS_BACKEND   gitlab | forgejo
//   CMS_BASE_URL  the host, https://git.example.ch
//   CMS_REPO      the repository, group/website
//   CMS_APP_ID    the OAuth application's id, registered on the host
//   CMS_BRANCH    the branch drafts are merged into (main)

/** The Git hosts the editor can work on, and where their API answers. */
export const HOSTED_BACKENDS = Object.freeze({
  gitlab: { label: 'GitLab', api: '/api/v4' },
  forgejo: { label: 'Forgejo', api: '/api/v1' },
});

/**
 * The backend of Decap's configuration for the hosted editor chosen by
 * `env`; undefined when none is (the default: the local editor only).
 * Throws with what is missing or wrong.
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ name: string, repo: string, branch: string, app_id: string, api_root: string, base_url?: string, auth_type?: string } | undefined}
 */
export function hostedBackend(env = process.env) {
  const kind = env.CMS_BACKEND;
  if (!kind) return undefined;
  if (!Object.hasOwn(HOSTED_BACKENDS, kind)) throw new Error(`CMS_BACKEND=${kind}: the editor knows ${Object.keys(HOSTED_BACKENDS).join(' and ')}`);
  const missing = ['CMS_BASE_URL', 'CMS_REPO', 'CMS_APP_ID'].filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`CMS_BACKEND=${kind} needs ${missing.join(', ')} (see the README, «Editing the words»)`);
  let base;
  try {
    base = new URL(env.CMS_BASE_URL);
  } catch {
    throw new Error(`CMS_BASE_URL=${env.CMS_BASE_URL} is no address; write it as https://git.example.ch`);
  }
  if (base.protocol !== 'https:') throw new Error(`CMS_BASE_URL=${env.CMS_BASE_URL}: the editor logs in over https only`);
  if (!/^[\w.-]+(\/[\w.-]+)+$/.test(env.CMS_REPO)) throw new Error(`CMS_REPO=${env.CMS_REPO}: write the repository as group/name`);
  const origin = base.origin;
  const common = { repo: env.CMS_REPO, branch: env.CMS_BRANCH || 'main', app_id: env.CMS_APP_ID, api_root: `${origin}${HOSTED_BACKENDS[kind].api}` };
  return kind === 'gitlab' ? { name: 'gitlab', auth_type: 'pkce', base_url: origin, ...common } : { name: 'forgejo', ...common };
}

/** The Git host's origin, the only one the hosted editor's page may reach. */
export const hostOf = (backend) => new URL(backend.api_root).origin;
