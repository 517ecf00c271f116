import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setChatSocketFactory } from '@/features/chat/lib/socket';
import { FakeChatSocket, closeFakeSocket } from '@/features/chat/testing/fake-socket';
import { apiRequests, server } from './api';

// findBy/waitFor wait for the state, bounded only well inside the test's own timeout: on a busy
// 2-core machine (the server suite and the browser tests beside it) a screen can take several
// seconds to render; a shorter bound made correct screens fail for being slow.
configure({ asyncUtilTimeout: 20_000 });

// The API is Mock Service Worker (src/testing/api.ts): each test adds its own handlers.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// No test opens a real socket.io connection: a screen that signs in to chat gets the typed fake
// (features/chat/testing/fake-socket.ts); chat tests drive it with openFakeSocket(store).
beforeEach(() => setChatSocketFactory(() => new FakeChatSocket()));
afterEach(() => {
  cleanup();
  localStorage.clear();
  server.resetHandlers();
  apiRequests.length = 0;
  // A test that opened the chat's fake socket (openFakeSocket) leaves no socket or factory behind.
  closeFakeSocket();
  // Spies, stubbed globals (URL, navigator, fetch…) and the global toast store: every test
  // starts from the real ones and without old toasts.
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  notifications.clean();
  notifications.cleanQueue();
});
afterAll(() => server.close());

// RTK Query builds `new Request('/api/...')`; Node's Request (jsdom has none) needs an absolute
// URL: resolve it against the page, as a browser does. Node's Request cannot read jsdom's FormData
// either (a file arrives as the text "undefined"): encode it as multipart/form-data here, so the
// test API reads the fields and files with `request.formData()`.
const NodeRequest = globalThis.Request;
globalThis.Request = class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const url = typeof input === 'string' ? new URL(input, window.location.href) : input;
    if (!(init?.body instanceof FormData)) {
      super(url, init);
      return;
    }
    const boundary = `chingu-test-${crypto.randomUUID()}`;
    const headers = new Headers(init.headers);
    headers.set('content-type', `multipart/form-data; boundary=${boundary}`);
    super(url, {
      ...init,
      headers,
      body: multipart(init.body, boundary),
      duplex: 'half',
    } as RequestInit);
  }
};

function multipart(form: FormData, boundary: string): ReadableStream<Uint8Array> {
  const text = new TextEncoder();
  const quote = (value: string) => value.replace(/"/g, '%22').replace(/\r?\n/g, ' ');
  return new ReadableStream({
    async start(controller) {
      for (const [name, value] of form.entries()) {
        let head = `--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"`;
        if (typeof value === 'string') {
          controller.enqueue(text.encode(`${head}\r\n\r\n${value}\r\n`));
          continue;
        }
        head += `; filename="${quote(value.name)}"\r\n`;
        head += `Content-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`;
        controller.enqueue(text.encode(head));
        controller.enqueue(new Uint8Array(await value.arrayBuffer()));
        controller.enqueue(text.encode('\r\n'));
      }
      controller.enqueue(text.encode(`--${boundary}--\r\n`));
      controller.close();
    },
  });
}

// jsdom lacks these; Mantine needs them.
const { getComputedStyle } = window;
window.getComputedStyle = (elt) => getComputedStyle(elt);
window.HTMLElement.prototype.scrollIntoView = () => {};
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;

// Mantine's autosize Textarea listens to `document.fonts` (FontFaceSet), which jsdom lacks.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

// Embla (the Mantine carousel) needs IntersectionObserver, which jsdom lacks.
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds: number[] = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserverStub as unknown as typeof IntersectionObserver;

// jsdom decodes no images and lacks createImageBitmap: this stand-in accepts what starts with a
// PNG, JPEG, GIF or WebP signature, as a browser's decoder would, and refuses anything else.
// Real decoding is covered by the browser tests.
const IMAGE_SIGNATURES = [
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x52, 0x49, 0x46, 0x46],
];
window.createImageBitmap = (async (source: Blob) => {
  const head = new Uint8Array(await source.slice(0, 4).arrayBuffer());
  if (!IMAGE_SIGNATURES.some((sig) => sig.every((byte, i) => head[i] === byte))) {
    throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
  }
  return { width: 1, height: 1, close: () => {} } as ImageBitmap;
}) as typeof createImageBitmap;
