import { describeFirstVisits } from './support/firstVisits';

// The first half of the phone's routes; visitor-phone-2 runs the other.
describeFirstVisits('phone', 0, 2);
