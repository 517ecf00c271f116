import fs from 'node:fs';
import path from 'node:path';

/** The code of the newest mail the test SMTP server received for this address. */
export async function latestCode(email: string, after = 0): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (global setup did not run)');
  for (let i = 0; i < 100; i++) {
    const mails = fs
      .readdirSync(dir)
      .sort()
      .map((f) => ({
        file: f,
        ...(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as {
          to: string[];
          raw: string;
        }),
      }))
      .filter((m) => m.to.includes(email.toLowerCase()) && Number(m.file.split('-')[0]) >= after);
    const code = /verification code: (\d{6})/.exec(mails.at(-1)?.raw ?? '')?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code mailed to ${email}`);
}
