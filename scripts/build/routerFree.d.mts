export declare const ROUTER_SIGNATURES: string[];
export declare function routerCodeIn(dir: string): Promise<{ scripts: number; found: Array<{ file: string; signature: string }> }>;
export declare function checkRouterFree(dir: string): Promise<string>;
