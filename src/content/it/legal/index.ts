/** The Italian legal modules, for the language's index (../index.ts). */
export * as cookies from './cookies';
export * as frame from './frame';
export * as impressum from './impressum';
export * as privacy from './privacy';
export * as serviceTables from './serviceTables';
export * as terms from './terms';
