import fs from 'node:fs';
import path from 'node:path';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
};
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Where server CPU goes, by the innermost frame that belongs to one of these. */
const CATEGORIES: [string, RegExp][] = [
  ['zod (validation, response serialisation)', /node_modules\/(zod|fastify-type-provider-zod)\//],
  ['drizzle-orm (query building, row mapping)', /node_modules\/drizzle-orm\//],
  ['pg driver', /node_modules\/(pg|pg-protocol|pg-pool|pg-types)\//],
  ['argon2', /node_modules\/@node-rs\/argon2/],
  ['socket.io / engine.io', /node_modules\/(socket\.io|engine\.io|ws)/],
  ['fastify and plugins', /node_modules\/(fastify|@fastify|find-my-way|avvio|light-my-request)/],
  ['pino', /node_modules\/pino/],
  ['app code (server/src)', /\/server\/src\//],
  ['node internals', /^node:/],
];

/**
 * Summarises the server's .cpuprofile files (node --cpu-prof) by category. Open the files in
 * Chrome DevTools (Performance > Load profile) for the flame graph itself.
 */
export function summarizeProfiles(dir: string) {
  if (!fs.existsSync(dir)) return [];
  const totals = new Map<string, number>();
  let all = 0;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
    const parent = new Map<number, number>();
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    for (const node of profile.nodes)
      for (const child of node.children ?? []) parent.set(child, node.id);
    const categoryOf = new Map<number, string>();
    const classify = (id: number): string => {
      const known = categoryOf.get(id);
      if (known) return known;
      const node = byId.get(id)!;
      const name = node.callFrame.functionName;
      let category =
        name === '(idle)' || name === '(program)' || name === '(garbage collector)'
          ? name
          : CATEGORIES.find(([, pattern]) => pattern.test(node.callFrame.url))?.[0];
      if (!category || category === 'node internals') {
        const up = parent.get(id);
        const inherited = up === undefined ? undefined : classify(up);
        category =
          inherited && inherited !== 'other' && inherited !== '(program)'
            ? inherited
            : (category ?? 'other');
      }
      categoryOf.set(id, category);
      return category;
    };
    profile.samples.forEach((id, i) => {
      const dt = profile.timeDeltas[i] ?? 0;
      all += dt;
      const category = classify(id);
      totals.set(category, (totals.get(category) ?? 0) + dt);
    });
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .map(([category, us]) => ({
      category,
      ms: Math.round(us / 1000),
      share: Math.round((us / all) * 1000) / 10,
    }));
}
