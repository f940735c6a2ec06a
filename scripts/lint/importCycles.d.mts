export declare function importGraph(root?: string): Map<string, string[]>;
export declare function importCycles(graph: ReadonlyMap<string, ReadonlyArray<string>>): string[][];
