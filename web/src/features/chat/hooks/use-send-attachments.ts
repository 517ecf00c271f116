import type { TAttachment } from '@chingu/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/hooks/store';
import { apiErrorMessage } from '@/lib/api';
import { notifyError } from '@/lib/notify';
import { logout, selectCurrentUser, selectUserInfo } from '@/stores/auth-slice';
import { UploadError, uploadAttachment, type VoiceFields } from '../api/upload-attachment';
import { newClientId, pendingMessage, type ChatMessage } from '../utils/messages';
import type { useSendMessage } from './use-send-message';

/** A file to send: a photo, or a recorded voice clip with its measured duration and waveform. */
export type OutgoingFile = {
  file: Blob;
  /** An object URL the pending bubble shows until the stored message replaces it. */
  previewUrl: string | undefined;
  voice?: VoiceFields;
};

type Job = { files: OutgoingFile[]; uploaded: (string | undefined)[] };

/** Uploads of pending messages by clientId: a retry uploads only what is not stored yet. */
const jobs = new Map<string, Job>();

/** How long a sent job's previews and uploaded ids are kept for a retry. */
const JOB_LIFETIME_MS = 10 * 60_000;

/** Only so often is the cache rewritten while the bytes go out. */
const PROGRESS_STEP = 0.05;

function localAttachments(files: OutgoingFile[]): TAttachment[] {
  return files.map((item, index) => ({
    _id: `local-${index}`,
    url: item.previewUrl ?? '',
    mime: item.file.type,
    ...(item.voice ? { durationMs: item.voice.durationMs, waveform: item.voice.waveform } : {}),
  }));
}

/**
 * Photos and voice clips (PRODUCT §8.3): the pending bubble shows the local previews at once, the
 * files upload one by one with their progress on the bubble, then the message goes out through
 * the ordinary send path with the attachment ids. A failed upload marks the bubble as not sent;
 * Retry uploads what is missing and sends with the same clientId.
 */
export function useSendAttachments(partnerId: string, core: ReturnType<typeof useSendMessage>) {
  const { t } = useTranslation('chat');
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentUser);
  const token = useAppSelector(selectUserInfo)?.token;
  const { emit, update, markError } = core;

  const setProgress = useCallback(
    (clientId: string, progress: number) =>
      update((draft) => {
        const target = draft.messages.find((m) => m.isOptimistic && m.clientId === clientId);
        if (target) target.uploadProgress = progress;
      }),
    [update],
  );

  const run = useCallback(
    async (message: ChatMessage) => {
      const clientId = message.clientId ?? '';
      const job = jobs.get(clientId);
      if (!job) return;
      const total = job.files.length;
      try {
        for (const [index, item] of job.files.entries()) {
          if (job.uploaded[index]) continue;
          let shown = index / total;
          const stored = await uploadAttachment(item.file, {
            token,
            voice: item.voice,
            onProgress: (fraction) => {
              const progress = (index + fraction) / total;
              if (progress - shown < PROGRESS_STEP && fraction < 1) return;
              shown = progress;
              setProgress(clientId, progress);
            },
          });
          job.uploaded[index] = stored.attachmentId;
        }
      } catch (error) {
        markError(clientId);
        // As lib/api.ts: a 401 means our token is dead.
        if (error instanceof UploadError && error.status === 401) {
          dispatch(logout());
          return;
        }
        notifyError(apiErrorMessage(error, t, t('attachments.uploadFailed')));
        return;
      }
      emit(message, { attachmentIds: job.uploaded.filter((id): id is string => Boolean(id)) });
      // The stored message's signed URLs replace the previews once it is acknowledged; the job
      // stays a while so that a send the socket lost can be retried without uploading again.
      setTimeout(() => {
        if (jobs.get(clientId) !== job) return;
        jobs.delete(clientId);
        for (const item of job.files) if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
      }, JOB_LIFETIME_MS);
    },
    [dispatch, emit, markError, setProgress, t, token],
  );

  /** Sends photos (up to 4) or one voice clip, with an optional caption. */
  const sendFiles = useCallback(
    (files: OutgoingFile[], caption = '') => {
      if (!me || files.length === 0) return;
      const clientId = newClientId();
      const voice = files.some((f) => f.voice);
      const message = pendingMessage({
        text: caption.trim(),
        clientId,
        sender: { _id: me._id, name: me.name, imageUrls: me.imageUrls },
        receiver: partnerId,
        kind: voice ? 'voice' : 'image',
        attachments: localAttachments(files),
      });
      message.uploadProgress = 0;
      jobs.set(clientId, { files, uploaded: files.map(() => undefined) });
      update((draft) => {
        draft.messages.push(message);
      });
      void run(message);
    },
    [me, partnerId, run, update],
  );

  /** Retries a failed photo or voice message; false when `message` is not one of ours. */
  const retryFiles = useCallback(
    (message: ChatMessage): boolean => {
      const clientId = message.clientId;
      if (!message.isOptimistic || !clientId || !jobs.has(clientId)) return false;
      update((draft) => {
        const target = draft.messages.find((m) => m.clientId === clientId);
        if (target) target.status = 'sent';
      });
      void run({ ...message, status: 'sent' });
      return true;
    },
    [run, update],
  );

  return { sendFiles, retryFiles };
}
