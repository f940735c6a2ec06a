export function inOrderOf(previous: unknown, next: unknown): unknown;
export function wordsText(words: unknown): string;
export function savedWords(raw: string, onDisk: string | undefined): string;
