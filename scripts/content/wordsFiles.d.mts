export declare const WORDS_FOLDER: string;
export declare function wordsFiles(root?: string): Array<{ file: string; module: string; exports: string[] }>;
