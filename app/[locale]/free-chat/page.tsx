import { type AvailabilityListing, type AvailabilityPageProps, availabilityMetadata } from '@/components/actor/availability-page';
import { AvailabilityRoute } from '../_components/availability-route';

const listing: AvailabilityListing = { pathname: '/free-chat', seoKey: 'freeChat', namespace: 'FreeChat', availability: 'freeChat' };

export const generateMetadata = (props: AvailabilityPageProps) => availabilityMetadata(listing, props);

/** §2 /free-chat/: online performers with free chat, with the category row. */
export default function FreeChatPage(props: AvailabilityPageProps) {
  return <AvailabilityRoute listing={listing} {...props} />;
}
