import { describeFirstVisits } from './support/firstVisits';

describeFirstVisits('desktop');
