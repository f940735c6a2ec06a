// Types for sizeBudget.mjs, which the build runs as it is.
export interface RouteAssets {
  path: string;
  /** Every script the route loads: the boot files, then the island files. */
  files: string[];
  /** What it runs on arrival: the boot script and what it imports. */
  bootFiles: string[];
  /** What its islands need besides (none without islands). */
  islandFiles: string[];
  bootBytes: number;
  islandBytes: number;
  bytes: number;
}
export const HEADER_BYTES_PER_FILE: number;
export const ARRIVAL_BUDGET_KB: number;
export const ROUTE_BUDGET_KB: number;
export const routeBudgetsKb: Record<string, number>;
export function arrivalBytes(route: RouteAssets): number;
export function routeBytes(route: RouteAssets): number;
export function checkSizeBudget(routeAssets: RouteAssets[]): string;
