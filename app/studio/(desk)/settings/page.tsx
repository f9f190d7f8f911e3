import { StudioSettings } from '@/components/studio/studio-settings-form';

/** /studio/settings/ (issue 7 bullet 6). */
export default function StudioSettingsPage() {
  return <StudioSettings />;
}
