import type { Plugin } from 'vite';
export declare const REACT_DOM_CLIENT: string;
export declare function asModule(code: string): string;
export declare function reactDomAsModule(): Plugin;
