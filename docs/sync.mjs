// The product specification and decisions live in ../shared (the steering repo); the code cites them
// ("SPEC §7", "PRODUCT §8.5"), so copies live here too: docs/spec.md and docs/product.md.
//   node docs/sync.mjs          copy ../shared/{SPEC,PRODUCT}.md over the repo's copies
//   node docs/sync.mjs --check  fail when a copy differs from ../shared, or a decision record is
//                               missing from docs/decisions/README.md (run by `npm run lint`)
// Without ../shared (a clone on its own) there is nothing to compare, and the check passes.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const shared = path.resolve(root, '../shared');
const copies = [
  ['SPEC.md', 'docs/spec.md'],
  ['PRODUCT.md', 'docs/product.md'],
];
const check = process.argv.includes('--check');

const stale = [];
// Every decision record is listed in the decisions index.
const decisions = path.join(root, 'docs/decisions');
const index = fs.readFileSync(path.join(decisions, 'README.md'), 'utf8');
for (const file of fs.readdirSync(decisions).filter((name) => /^\d{3}-.*\.md$/.test(name))) {
  if (!index.includes(`(${file})`)) stale.push(`docs/decisions/README.md (no line for ${file})`);
}
if (!fs.existsSync(shared)) {
  console.log('docs: no ../shared beside this clone; the copies in docs/ are not compared');
}

for (const [source, copy] of fs.existsSync(shared) ? copies : []) {
  const from = path.join(shared, source);
  if (!fs.existsSync(from)) continue;
  const text = fs.readFileSync(from, 'utf8');
  const target = path.join(root, copy);
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
  if (current === text) continue;
  if (check) stale.push(copy);
  else {
    fs.writeFileSync(target, text);
    console.log(`docs: ${copy} updated from ../shared/${source}`);
  }
}
if (stale.length) {
  console.error(`docs out of step: ${stale.join(', ')}; \`npm run docs:sync\` copies ../shared`);
  process.exit(1);
}
