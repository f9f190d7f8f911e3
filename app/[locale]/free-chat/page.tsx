import { ComingSoon, comingSoonMetadata } from '@/components/layout/coming-soon';

export const generateMetadata = comingSoonMetadata('/free-chat');

export default function FreeChatPage({ params }: { params: Promise<{ locale: string }> }) {
  return <ComingSoon route="/free-chat" params={params} />;
}
