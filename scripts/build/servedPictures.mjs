// Where the site serves its pictures, and the step of the site's build that
// puts there those the server bundle wrote (scripts/build/picturePlugin.ts).
import { cp, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';

/** Where the served files of the pictures are, from the site's root. */
export const PICTURES_FOLDER = 'assets/pictures';

/**
 * Moves the pictures the server bundle wrote (`from`) beside the client's
 * files (`to`): the blog's pages have no script, so only the server bundle
 * loads their pictures.
 * @param {string} from
 * @param {string} to
 * @returns {Promise<string>} what was moved, for the build's log
 */
export async function servedPictures(from, to) {
  if (!existsSync(from)) return 'none';
  await cp(from, to, { recursive: true });
  return `${(await readdir(from)).length} files`;
}
