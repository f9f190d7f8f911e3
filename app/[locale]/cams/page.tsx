import { type AvailabilityListing, type AvailabilityPageProps, availabilityMetadata } from '@/components/actor/availability-page';
import { AvailabilityRoute } from '../_components/availability-route';

const listing: AvailabilityListing = { pathname: '/cams', seoKey: 'cams', namespace: 'Cams', availability: 'cams' };

export const generateMetadata = (props: AvailabilityPageProps) => availabilityMetadata(listing, props);

/** §2 /cams/: every performer online now, with the category row. */
export default function CamsPage(props: AvailabilityPageProps) {
  return <AvailabilityRoute listing={listing} {...props} />;
}
