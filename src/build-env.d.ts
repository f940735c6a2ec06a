declare global {
  /** Set by `define` in vite.config.ts: the day of the build in Zürich, YYYY-MM-DD. */
  const __BUILD_DATE__: string;
}

export {};
