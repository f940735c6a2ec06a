/** Short texts the primitives share across every page. */
export const commonCopy = {
  /** Read after an external link's name. */
  opensInNewTab: '(öffnet in neuem Tab)',
  chat: {
    loading: 'Chat wird geladen …',
    unreachable: 'Der Chat ist gerade nicht erreichbar. Schreiben Sie uns gerne per E-Mail:',
  },
} as const;
