import type { SiteHref } from '../../lib/paths';

/** One link of a navigation menu. */
export interface DropdownLink {
  label: string;
  to: SiteHref;
  /** A short line under the label. */
  description?: string;
}
