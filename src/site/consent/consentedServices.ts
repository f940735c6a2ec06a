import { all, within, type Behaviour } from '../../components/behaviours/behaviour';
import { BOOKING_CONVERSION_ATTRIBUTE } from '../../components/behaviours/bookingConversion';
import { consentCategories } from '../../integrations/consentConfig';
import type { ConsentChoice } from '../../integrations/types';

const sameChoice = (a: ConsentChoice, b: ConsentChoice) => consentCategories.every((category) => a[category] === b[category]);

/**
 * Starts and stops the services with the visitor's consent: functional
 * consent boots the chat, which is then told of this page view (every page
 * is a view); withdrawing it shuts the chat down. Marketing consent loads
 * the LinkedIn Insight tag and, on the booking confirmation, fires the
 * booking's ad conversion once; withdrawing it removes the tags (the
 * consent engine erases their cookies).
 */
export const consentedServices: Behaviour = (root, { integrations: { consent, chat, marketing } }) => {
  let before = consent.getSnapshot().choice;
  let decided = false;
  let bookingReported = false;
  const follow = () => {
    const { status, choice } = consent.getSnapshot();
    // Only a choice read or made counts, once (opening the settings publishes the same choice again).
    if (status !== 'decided' || (decided && sameChoice(choice, before))) return;
    decided = true;
    if (choice.functional) void chat.boot().then(() => chat.notifyNavigation());
    else if (before.functional) chat.shutdown();
    if (choice.marketing) {
      marketing.loadInsightTag();
      if (!bookingReported && within(root, `[${BOOKING_CONVERSION_ATTRIBUTE}]`).length > 0) {
        bookingReported = true;
        marketing.reportBookingConversion();
      }
    } else if (before.marketing) {
      marketing.stop();
    }
    before = choice;
  };
  follow();
  return all(consent.subscribe(follow));
};
