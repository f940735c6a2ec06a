/** One key's or item's shape in a words file. */
export interface WordsShape {
  kind: 'object' | 'text' | 'list' | 'tuple' | 'choice' | 'number' | 'boolean' | 'map' | 'oneOf';
  properties?: Record<string, WordsShape>;
  item?: WordsShape;
  items?: WordsShape[];
  values?: string[];
  optional?: boolean;
  doc?: string;
}
export interface WordsShapes {
  languages: string[];
  files: Record<string, WordsShape>;
  placeholders: Record<string, Record<string, string[]>>;
}
export declare const SHAPE_FILE: string;
export declare function placeholdersOf(text: string): string[];
export declare function wordsShape(root?: string): WordsShapes;
