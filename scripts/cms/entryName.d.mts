export declare const entryNameOf: (file: string) => string;
