// Types for sizeBudget.mjs, which the build runs as it is.
export interface RouteAssets {
  path: string;
  files: string[];
  bytes: number;
  appBytes: number;
  pageBytes: number;
}
export const HEADER_BYTES_PER_FILE: number;
export const ROUTE_BUDGET_KB: number;
export const APP_BUDGET_KB: number;
export const PAGE_BUDGET_KB: number;
export const pageBudgetsKb: Record<string, number>;
export function routeTransferBytes(route: RouteAssets): number;
export function checkSizeBudget(routeAssets: RouteAssets[]): string;
