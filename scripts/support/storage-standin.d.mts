export declare const STORAGE_DIR: string;
export declare function crc32c(buf: Uint8Array): string;
export declare function startStorageStandin(opts?: {
  port?: number;
  dir?: string;
  quiet?: boolean;
}): Promise<{ url: string; stop(): Promise<void> }>;
export declare function launchStorageStandin(opts?: {
  quiet?: boolean;
}): Promise<{ url: string; stop(): Promise<void> }>;
