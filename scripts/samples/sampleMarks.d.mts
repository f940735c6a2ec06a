// Types for sampleMarks.mjs, which the samples script, the build and the Storybook page share.
/** A sample value marked in the source: where, what it stands for, and the value as written. */
export interface SampleMark {
  file: string;
  line: number;
  what: string;
  value: string;
}

export function findSampleMarks(files: ReadonlyArray<{ path: string; text: string }>): SampleMark[];
