import type { FileErrorCode } from '@tasklane/domain';

/** A refusal with the code the web translates and the HTTP status it goes out with. */
export class FileError extends Error {
  constructor(
    readonly code: FileErrorCode,
    readonly status: number,
  ) {
    super(code);
  }
}
