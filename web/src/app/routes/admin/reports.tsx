import { AdminReportsScreen } from '@/features/reports/components/admin-reports-screen';

export default function AdminReportsRoute() {
  return <AdminReportsScreen />;
}
