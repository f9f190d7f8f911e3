import { StudioSettings } from '@/app/studio/_components/studio-settings-form';

/** /studio/settings/. */
export default function StudioSettingsPage() {
  return <StudioSettings />;
}
