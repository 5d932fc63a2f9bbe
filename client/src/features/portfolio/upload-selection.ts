import { MAX_PORTFOLIO_FILE_BYTES, type RejectedUpload } from '#common/contracts/portfolio.ts';

/** A file of the current selection and what became of it; the status list shows one row each. */
export interface FileStatus {
  /** The file's position in the selection: a stable key, since names may repeat. */
  id: number;
  name: string;
  size: number;
  state: 'waiting' | 'saved' | 'skipped';
  reason?: string;
}

export const MAX_FILE_MB = MAX_PORTFOLIO_FILE_BYTES / 1024 / 1024;

/**
 * Splits a selection into what is sent and what is skipped here: beyond `room` (spec §5: 20 per selection,
 * and 20 in total in the wizard) and over the size limit, which the server would refuse anyway.
 */
export function planUpload(selected: readonly File[], room: number) {
  const toSend: File[] = [];
  const statuses: FileStatus[] = [];
  for (const [id, file] of selected.entries()) {
    const base = { id, name: file.name, size: file.size };
    if (toSend.length >= room) {
      statuses.push({ ...base, state: 'skipped', reason: `over the limit of ${room} images` });
    } else if (file.size > MAX_PORTFOLIO_FILE_BYTES) {
      statuses.push({ ...base, state: 'skipped', reason: `larger than ${MAX_FILE_MB} MB` });
    } else {
      toSend.push(file);
      statuses.push({ ...base, state: 'waiting' });
    }
  }
  return { toSend, statuses };
}

/** The status list once the server has answered: its rejections by position among the files sent. */
export function applyUploadResult(
  statuses: readonly FileStatus[],
  rejected: readonly RejectedUpload[],
): FileStatus[] {
  const reasons = new Map(rejected.map((file) => [file.index, file.reason]));
  let sentIndex = 0;
  return statuses.map((status) => {
    if (status.state !== 'waiting') return status;
    const reason = reasons.get(sentIndex++);
    return reason ? { ...status, state: 'skipped', reason } : { ...status, state: 'saved' };
  });
}

/** "1.2 MB", "340 KB": upload progress in the units people see in their file browser. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
