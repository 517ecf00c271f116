// Adds up the JSON reports of every test run of .ci/run into one closing line; with --times,
// prints how long each test runner took instead (the breakdown of `npm test`).
import fs from 'node:fs';

const reports = fs
  .readdirSync('.tmp')
  .filter((f) => f.endsWith('.json'))
  .map((file) => ({ file, report: JSON.parse(fs.readFileSync(`.tmp/${file}`, 'utf8')) }));

if (process.argv.includes('--times')) {
  for (const { file, report } of reports) {
    const seconds =
      report.stats && 'duration' in report.stats
        ? report.stats.duration / 1000 // Playwright
        : (Math.max(...report.testResults.map((r) => r.endTime)) - report.startTime) / 1000;
    console.log(`${String(Math.round(seconds)).padStart(6)} s    of which ${file}`);
  }
  process.exit(0);
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const { report } of reports) {
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    // Vitest
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed === 0 || failed > 0) process.exit(1);
