/** A received mail (its `source`) as a person reads it: decoded subject, headers and text. */
export function readMail(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const subject = (headers.get('subject') ?? '').replace(
    /=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi,
    (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : quotedPrintable(text.replace(/_/g, ' ')),
  );
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body)
        : body;
  return { subject, headers, text: text.replace(/\r\n/g, '\n') };
}

function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  const source = Buffer.from(text.replace(/=\r?\n/g, ''), 'latin1');
  for (let i = 0; i < source.length; i++) {
    const hex = source.subarray(i + 1, i + 3).toString('latin1');
    if (source[i] === 0x3d && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(source[i]!);
  }
  return Buffer.from(bytes).toString('utf8');
}
