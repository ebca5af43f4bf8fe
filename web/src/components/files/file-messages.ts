import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FileErrorCode } from '@tasklane/domain';

/** What each refusal of the file functions tells the person, in their language. */
export const fileErrorMessages: Record<FileErrorCode | 'network', MessageDescriptor> = {
  file_missing: msg`Choose a file first.`,
  file_empty: msg`This file is empty.`,
  upload_incomplete: msg`The file did not arrive whole. Please send it again.`,
  file_type_forbidden: msg`This kind of file is refused for safety: SVG, HTML, scripts and programs can't be attached. Export it as PNG, JPEG or PDF instead.`,
  file_type_unsupported: msg`This file type is not accepted. Use PNG, JPEG, WebP, PDF, DOCX, XLSX, CSV, TXT, SRT, VTT, MP3, M4A or WAV.`,
  file_type_not_logo: msg`A logo must be a PNG, JPEG or WebP image.`,
  file_type_not_memory: msg`A memory import must be a TMX or CSV file in UTF-8.`,
  import_invalid: msg`The file has errors; nothing was imported.`,
  memory_full: msg`The memory is full: it holds at most 50,000 pairs. Delete some first.`,
  import_rolled_back: msg`The import failed and nothing was imported. Try again.`,
  file_type_not_deliverable: msg`This file type does not match the task's deliverable (a visual: PNG, JPEG or PDF; a sheet: XLSX or CSV; subtitles: SRT or VTT).`,
  file_too_large: msg`This file is larger than its type allows (the sizes are under the field).`,
  file_count_exceeded: msg`This task already has the most files it can take.`,
  audio_too_long: msg`This recording is longer than a micro-task allows. Ask us for a quote instead.`,
  audio_unreadable: msg`We could not read this recording's length. Try exporting it again as MP3 or WAV.`,
  sheet_too_many_rows: msg`This sheet has more than 500 data rows.`,
  sheet_unreadable: msg`This sheet could not be read. Save it again as XLSX or CSV.`,
  task_closed: msg`Files can no longer be added to this task.`,
  not_reviewer: msg`Only the reviewer working on this task can attach its deliverable.`,
  unauthenticated: msg`Your session has ended. Sign in again.`,
  not_found: msg`This file is no longer available.`,
  bad_request: msg`The file could not be sent. Try again.`,
  network: msg`The connection failed. Check it and try again.`,
};
