import type { TAttachmentUploadResponse, TErrorResponse } from '@chingu/contract';

export const ATTACHMENTS_URL = '/api/v1/messages/attachments';

export type UploadedAttachment = TAttachmentUploadResponse['data'];

/** What a voice clip's upload carries besides the file (measured in the browser). */
export type VoiceFields = { durationMs: number; waveform: number[] };

/** A failed upload, shaped like an RTK Query error so `apiErrorMessage` reads it. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly data: Partial<TErrorResponse> | undefined,
  ) {
    super(data?.error ?? `Upload failed (${status})`);
  }
}

type Options = {
  token: string | null | undefined;
  /** Called with 0–1 as the browser sends the body. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  voice?: VoiceFields;
};

/**
 * `POST /api/v1/messages/attachments` with upload progress: the RTK base query (fetch) cannot
 * report it, so this uses XMLHttpRequest with the store's token, as lib/api.ts sends it. Voice
 * fields go before the file part: the server reads them before it streams the file.
 */
export function uploadAttachment(file: Blob, options: Options): Promise<UploadedAttachment> {
  const form = new FormData();
  if (options.voice) {
    form.append('durationMs', String(Math.round(options.voice.durationMs)));
    form.append('waveform', JSON.stringify(options.voice.waveform));
  }
  form.append('file', file, file instanceof File ? file.name : 'voice');

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', ATTACHMENTS_URL);
    if (options.token) xhr.setRequestHeader('authorization', `Bearer ${options.token}`);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object') {
        options.onProgress?.(1);
        resolve((body as TAttachmentUploadResponse).data);
      } else {
        reject(new UploadError(xhr.status, body as Partial<TErrorResponse> | undefined));
      }
    };
    xhr.onerror = () => reject(new UploadError(0, undefined));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
