import type { ReportTargetType } from '@chingu/contract/constants';
import { createContext, useContext } from 'react';

/** Something a member can report (PRODUCT §8.5); `name` says whose it is in the dialog. */
export type ReportTarget = { targetType: ReportTargetType; targetId: string; name?: string };

/**
 * Opens the report dialog. Features call `useReport()` and show their "Report" action only when
 * it is non-null; the app provides it (app/report-host.tsx), so features need not know the
 * reports feature (no feature-to-feature imports).
 */
export const ReportContext = createContext<((target: ReportTarget) => void) | null>(null);

export function useReport() {
  return useContext(ReportContext);
}
