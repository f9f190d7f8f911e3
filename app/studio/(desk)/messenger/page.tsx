import { StudioMessenger } from '@/components/studio/studio-messenger';

/** /studio/messenger/ (issue 7 bullet 6). */
export default function StudioMessengerPage() {
  return <StudioMessenger />;
}
