export interface MemoryPeak {
  total: number;
  emulators: number;
  chromium: number;
  other: number;
  samples: number;
}
export declare function sampleTreeMemory(root: number, everyMs?: number): { peak: MemoryPeak; stop(): MemoryPeak };
export declare function gb(kb: number): string;
export declare function hostSpeed(): { ms: number; units: number };
