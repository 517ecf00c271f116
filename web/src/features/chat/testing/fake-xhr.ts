import { vi } from 'vitest';

type Answer = { status: number; body: unknown };

/** One upload the app started: its form, and the test's controls. */
export type FakeUpload = {
  url: string;
  headers: Record<string, string>;
  form: FormData;
  /** Reports upload progress, then answers. */
  respond: (answer: Answer) => void;
  progress: (loaded: number, total: number) => void;
};

/**
 * A stand-in for XMLHttpRequest (the attachment upload, api/upload-attachment.ts): records each
 * request; `answer` (when given) answers every upload at once, else the test calls `respond`.
 */
export function stubUploads(answer?: (form: FormData, index: number) => Answer) {
  const uploads: FakeUpload[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    responseType = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      const upload: FakeUpload = {
        url: this.url,
        headers: this.headers,
        form,
        progress: (loaded, total) =>
          this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent),
        respond: ({ status, body }) => {
          this.status = status;
          this.responseText = JSON.stringify(body);
          this.onload?.();
        },
      };
      uploads.push(upload);
      if (answer) {
        const index = uploads.length - 1;
        setTimeout(() => upload.respond(answer(form, index)), 0);
      }
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}

/** A stored attachment's upload answer. */
export function uploadAnswer(id: string, mime = 'image/png', extra: Record<string, unknown> = {}) {
  return {
    status: 201,
    body: {
      success: true,
      data: {
        attachmentId: id,
        _id: id,
        url: `/api/v1/messages/attachments/${id}?s=1`,
        mime,
        ...extra,
      },
    },
  };
}
