export declare const SAME_WORDS: Set<string>;
export declare function carriesValue(text: string | number): boolean;
export declare function sharedTexts(a: unknown, b: unknown): string[];
export declare function sameLines(first?: string, second?: string): Record<string, string[]>;
