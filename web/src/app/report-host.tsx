import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportContext, type ReportTarget } from '@/components/report/report-context';
import { loadNamespacesWhenReady } from '@/lib/i18n';
import { createModuleLoader, useLazyModule } from '@/lib/lazy-module';
import { notifyError } from '@/lib/notify';

// The dialog (Modal, radio group, its texts) loads with the first "Report" click, not with the app.
const dialog = createModuleLoader(() =>
  Promise.all([
    import('@/features/reports/components/report-dialog'),
    loadNamespacesWhenReady('reports'),
  ]).then(([module]) => module),
);

/**
 * Gives every screen the "Report" action (components/report/report-context.ts) and renders the
 * report dialog of the reports feature, so members, moments and chat need not import it.
 */
export function ReportHost({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const { module, request } = useLazyModule(dialog, 'later');
  const open = useCallback(
    (next: ReportTarget) => {
      setTarget(next);
      request();
      // Offline before the dialog ever loaded: say so instead of doing nothing.
      dialog.load().catch(() => notifyError(t('report.unavailable')));
    },
    [request, t],
  );
  const Dialog = module?.default;
  return (
    <ReportContext.Provider value={open}>
      {children}
      {Dialog && <Dialog target={target} onClose={() => setTarget(null)} />}
    </ReportContext.Provider>
  );
}
