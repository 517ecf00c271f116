import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A LibreTranslate-compatible service on loopback for the journeys (PRODUCT §8.3): known phrases
 * from a table, anything else echoed with the target in brackets, so a test can tell the
 * translation from the original.
 */
const PHRASES: Record<string, Record<string, string>> = {
  en: { '오늘 날씨가 정말 좋네요': 'The weather is really nice today' },
  ko: { 'See you tomorrow!': '내일 봐요!' },
};

export async function startTranslator(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      try {
        const body = JSON.parse(raw) as { q: string; target: string };
        const text = PHRASES[body.target]?.[body.q] ?? `[${body.target}] ${body.q}`;
        const language = /[가-힣]/.test(body.q) ? 'ko' : 'en';
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            translatedText: text,
            detectedLanguage: { confidence: 90, language },
          }),
        );
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
