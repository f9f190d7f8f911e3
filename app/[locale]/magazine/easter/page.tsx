import { EasterIsland } from '@/components/seasonal/easter-island';
import { easterState } from '@/lib/server/seasonal/easter-state';
import { seasonalEventPage } from '../_components/seasonal-event-page';

/**
 * §2/§3 the Easter egg hunt: the event's state on the (test) day, its rewards; the guest's eggs,
 * reward history and redeeming are a client island. The eggs themselves sit on other pages
 * (components/seasonal/egg-hunt.ts).
 */
const page = seasonalEventPage({ pathname: '/magazine/easter', title: 'easter', lead: 'easterLead', state: easterState, Island: EasterIsland });

export const generateMetadata = page.generateMetadata;
export default page.SeasonalEventPage;
