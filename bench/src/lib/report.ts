import type { Results } from './results.ts';

export function renderPerformanceDoc(_results: Results): void {}
