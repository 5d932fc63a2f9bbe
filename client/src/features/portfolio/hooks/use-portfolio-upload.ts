import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '#client/components/ui/use-toast.ts';
import { validationErrorOf } from '#client/lib/api-client.ts';
import { showFailure } from '#client/lib/show-failure.ts';
import {
  PORTFOLIO_UPLOAD_FIELD,
  type PortfolioPiece,
  type RejectedUpload,
} from '#common/contracts/portfolio.ts';
import { PORTFOLIO_QUERY_KEY } from '../api/get-portfolio.ts';
import { uploadPortfolioImages } from '../api/upload-portfolio-images.ts';
import { applyUploadResult, type FileStatus, planUpload } from '../upload-selection.ts';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; loaded: number; total: number; files: FileStatus[] }
  | { phase: 'finished'; files: FileStatus[] };

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** A 400 names each refused file as `images.N`; read those back as rejections. */
function rejectionsFrom(error: unknown, sent: readonly File[]): RejectedUpload[] {
  const body = validationErrorOf(error);
  if (!body) return [];
  return Object.entries(body.errors).flatMap(([field, message]) => {
    const index = Number(field.slice(`${PORTFOLIO_UPLOAD_FIELD}.`.length));
    const fileName = sent[index]?.name;
    if (!field.startsWith(`${PORTFOLIO_UPLOAD_FIELD}.`) || fileName === undefined) return [];
    const reason = message.startsWith(`${fileName} `) ? message.slice(fileName.length + 1) : message;
    return [{ index, fileName, reason }];
  });
}

function failUpload(files: FileStatus[], rejected: RejectedUpload[]): FileStatus[] {
  const named = applyUploadResult(files, rejected);
  // Whatever the server did not name was not saved either: the request failed as a whole.
  return named.map((file) =>
    file.state === 'saved' ? { ...file, state: 'skipped', reason: 'not uploaded' } : file,
  );
}

/**
 * Issue #5 upload: sends up to `room` files in one request, tracking bytes sent, then the fate of each
 * file. Toasts per spec §8; saved pieces join the portfolio list at once (their details still pending).
 * Resolves to the saved pieces (empty when nothing was saved).
 */
export function usePortfolioUpload() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });

  async function upload(selected: readonly File[], room: number): Promise<PortfolioPiece[]> {
    const { toSend, statuses } = planUpload(selected, room);
    const total = toSend.reduce((sum, file) => sum + file.size, 0);
    if (toSend.length === 0) {
      setState({ phase: 'finished', files: statuses });
      toast({
        title: 'Upload Failed',
        description: 'Failed to upload portfolio images. Please try again.',
        variant: 'destructive',
      });
      return [];
    }
    setState({ phase: 'uploading', loaded: 0, total, files: statuses });
    try {
      const result = await uploadPortfolioImages(toSend, (loaded, sentTotal) =>
        setState({ phase: 'uploading', loaded, total: sentTotal, files: statuses }),
      );
      setState({ phase: 'finished', files: applyUploadResult(statuses, result.rejected) });
      queryClient.setQueryData<PortfolioPiece[]>(PORTFOLIO_QUERY_KEY, (current) =>
        current ? [...current, ...result.pieces] : current,
      );
      void queryClient.invalidateQueries({ queryKey: PORTFOLIO_QUERY_KEY });
      const skipped = statuses.length - result.pieces.length;
      toast({
        title: 'Portfolio Uploaded',
        description: `${plural(result.pieces.length, 'image')} added to review before clients see ${result.pieces.length === 1 ? 'it' : 'them'}${skipped > 0 ? `; ${skipped} skipped` : ''}.`,
      });
      return result.pieces;
    } catch (error) {
      setState({ phase: 'finished', files: failUpload(statuses, rejectionsFrom(error, toSend)) });
      showFailure(error, 'Failed to upload portfolio images. Please try again.', 'Upload Failed');
      return [];
    }
  }

  return { state, upload, isUploading: state.phase === 'uploading' };
}
