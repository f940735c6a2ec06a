import type { WordsShape } from './wordsShape.mjs';
export declare function checkWordsText(text: string, file: string, rules: { shape: WordsShape; placeholders: Record<string, string[]>; languages: string[] }): string[];
export declare function checkWords(root?: string): string[];
export declare function assertWords(root?: string): string;
export declare function wordsProblems(findings: string[]): string;
