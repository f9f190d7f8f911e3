import { StudioLive } from '@/components/studio/live/studio-live';

/** /studio/live/ (issue 8): the performer's live page. */
export default function StudioLivePage() {
  return <StudioLive />;
}
