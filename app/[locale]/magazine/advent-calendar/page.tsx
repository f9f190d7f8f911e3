import { AdventIsland } from '@/components/seasonal/advent-island';
import { adventState } from '@/lib/server/seasonal/advent-state';
import { seasonalEventPage } from '../_components/seasonal-event-page';

/** §2/§3 the advent calendar: 24 doors on the (test) day; opening is the guest's client island. */
const page = seasonalEventPage({ pathname: '/magazine/advent-calendar', title: 'adventCalendar', lead: 'adventLead', state: adventState, Island: AdventIsland });

export const generateMetadata = page.generateMetadata;
export default page.SeasonalEventPage;
