/**
 * The visitor's colour scheme, when they choose one over their system's:
 * kept in local storage, not a cookie, so it never travels with a request.
 * The service list declares it (services.ts); the head's inline script and
 * the theme switch read its key from here, without the rest of the list.
 */
export const themeStorage = { key: 'limmat_theme' } as const;
