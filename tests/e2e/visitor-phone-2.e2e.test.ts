import { describeFirstVisits } from './support/firstVisits';

// The second half of the phone's routes; visitor-phone runs the first.
describeFirstVisits('phone', 1, 2);
