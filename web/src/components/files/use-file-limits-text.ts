import { useLingui } from '@lingui/react/macro';
import type { FilesSettings } from '@tasklane/domain';

/**
 * What a customer may attach, from the settings an admin can change: the one sentence every
 * file field shows, so the copy never promises a limit the server no longer applies.
 */
export function useFileLimitsText(limits: FilesSettings): string {
  const { t, i18n } = useLingui();
  const imageMb = i18n.number(limits.imageMaxMb);
  const documentMb = i18n.number(limits.documentMaxMb);
  const audioMinutes = i18n.number(limits.audioMaxSeconds / 60, { maximumFractionDigits: 1 });
  return t`Images and PDF up to ${imageMb} MB; DOCX, XLSX, CSV, TXT, SRT and VTT up to ${documentMb} MB; audio up to ${audioMinutes} minutes.`;
}
