import { StudioMessenger } from '@/app/studio/_components/studio-messenger';

/** /studio/messenger/. */
export default function StudioMessengerPage() {
  return <StudioMessenger />;
}
