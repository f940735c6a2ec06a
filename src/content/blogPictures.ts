/**
 * The blog's pictures: every file an editor uploaded into its one media
 * folder (`src/content/blog/media/`, `npm run cms`), as the site serves it
 * (src/lib/picture.ts, made at build time by scripts/build/picturePlugin.ts).
 * An article names a picture by its address in that folder:
 * `![Das Team in Zürich](/blog/media/team.jpg)`, or `cover: /blog/media/team.jpg`.
 */
import type { Picture } from '../lib/picture';
import { BLOG_MEDIA_PATH } from './articleSource';

const files = import.meta.glob<Picture>('./blog/media/*.{jpg,jpeg,png,webp,avif,heic,heif,JPG,JPEG,PNG,WEBP,AVIF,HEIC,HEIF}', { eager: true, query: '?picture', import: 'default' });

/** Every picture of the blog, by the address an article names it with. */
export const blogPictures: ReadonlyMap<string, Picture> = new Map(Object.entries(files).map(([file, picture]) => [`${BLOG_MEDIA_PATH}${file.split('/').pop()}`, picture]));
