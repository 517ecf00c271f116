import path from 'node:path';

/** `--name value` / `--name=value` / `--flag` command-line options, read once. */
export type Args = {
  number: (name: string, fallback: number) => number;
  string: (name: string, fallback: string) => string;
  optional: (name: string) => string | undefined;
  flag: (name: string) => boolean;
};

export function parseArgs(argv: string[] = process.argv.slice(2)): Args {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument "${arg}"`);
    const eq = arg.indexOf('=');
    if (eq > 0) {
      values.set(arg.slice(2, eq), arg.slice(eq + 1));
    } else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) {
      values.set(arg.slice(2), argv[++i]!);
    } else {
      values.set(arg.slice(2), 'true');
    }
  }
  return {
    number(name, fallback) {
      const raw = values.get(name);
      if (raw === undefined) return fallback;
      const n = Number(raw.replace(/_/g, ''));
      if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a number, got "${raw}"`);
      return n;
    },
    string: (name, fallback) => values.get(name) ?? fallback,
    optional: (name) => values.get(name),
    flag: (name) => values.get(name) === 'true',
  };
}

/**
 * A path given on the command line, from the directory the command was typed in: `npm run -w`
 * runs the script in the workspace's directory, and INIT_CWD is where npm was started.
 */
export function fromCallerDirectory(given: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
}
