import { StudioDashboard } from '@/app/studio/_components/studio-dashboard';

/** /studio/dashboard/. */
export default function StudioDashboardPage() {
  return <StudioDashboard />;
}
