// Types for sizeBudget.mjs, which the build runs as it is.
export interface RouteAssets {
  path: string;
  files: string[];
  bytes: number;
  appBytes: number;
  pageBytes: number;
  /** The route starts its app on the first input: until then it loads the entry alone. */
  startsOnInput?: boolean;
  /** The entry's bytes as served (needed where `startsOnInput`). */
  entryBytes?: number;
}
export const HEADER_BYTES_PER_FILE: number;
export const ROUTE_BUDGET_KB: number;
export const INPUT_ROUTE_BUDGET_KB: number;
export const APP_BUDGET_KB: number;
export const PAGE_BUDGET_KB: number;
export const pageBudgetsKb: Record<string, number>;
export function routeTransferBytes(route: RouteAssets): number;
export function checkSizeBudget(routeAssets: RouteAssets[]): string;
