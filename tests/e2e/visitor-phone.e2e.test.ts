import { describeFirstVisits } from './support/firstVisits';

describeFirstVisits('phone');
