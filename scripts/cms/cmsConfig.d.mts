export const CMS_REPOSITORY: string;
export function placeholderPattern(required: string[], allowed: string[]): string;
export function cmsConfig(options: { root?: string; backendUrl: string; labels?: { keys: Record<string, string>; placeholders: Record<string, string> } }): unknown;
