import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait for the state, bounded only well inside the test's own timeout: on a busy
// 2-core machine (the server suite and the browser tests beside it) a screen can take several
// seconds to render; a shorter bound made correct screens fail for being slow.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

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
