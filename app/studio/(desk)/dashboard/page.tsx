import { StudioDashboard } from '@/components/studio/studio-dashboard';

/** /studio/dashboard/ (issue 7 bullet 6). */
export default function StudioDashboardPage() {
  return <StudioDashboard />;
}
