import { all, closestIn, listen, within, type Behaviour } from '../../components/behaviours/behaviour';
import type { AddressBar } from '../../lib/address';
import { EVERY_CATEGORY, normaliseForSearch, queryWords } from '../../lib/faqFilter';
import {
  FAQ_ANSWER_TEXT_ATTRIBUTE,
  FAQ_BROWSER_ATTRIBUTE,
  FAQ_CATEGORY_ATTRIBUTE,
  FAQ_COUNT_ATTRIBUTE,
  FAQ_EMPTY_ATTRIBUTE,
  FAQ_LIST_ATTRIBUTE,
  FAQ_RESET_ATTRIBUTE,
  FAQ_SEARCH_ATTRIBUTE,
  FAQ_TOPIC_ATTRIBUTE,
} from '../../sections/faq/faqBrowserMarks';

/** What the search reads of each question: the question and its answer's paragraphs, normalised once. */
const searchTexts = new WeakMap<HTMLElement, string>();
function searchTextOf(item: HTMLElement): string {
  let text = searchTexts.get(item);
  if (text === undefined) {
    const question = item.querySelector('summary')?.textContent ?? '';
    const answer = item.querySelector(`[${FAQ_ANSWER_TEXT_ATTRIBUTE}]`)?.textContent ?? '';
    searchTexts.set(item, (text = normaliseForSearch(`${question} ${answer}`)));
  }
  return text;
}

const topicsOf = (browser: HTMLElement) => within<HTMLButtonElement>(browser, `[${FAQ_TOPIC_ATTRIBUTE}]`);
const itemsOf = (browser: HTMLElement) => within<HTMLDetailsElement>(browser, `details[${FAQ_CATEGORY_ATTRIBUTE}]`);
const topicOf = (browser: HTMLElement) => topicsOf(browser).find((button) => button.getAttribute('aria-pressed') === 'true')?.getAttribute(FAQ_TOPIC_ATTRIBUTE) ?? EVERY_CATEGORY;
const inTopic = (item: HTMLElement, topic: string) => {
  const category = item.getAttribute(FAQ_CATEGORY_ATTRIBUTE);
  return topic === EVERY_CATEGORY || category === topic || category === EVERY_CATEGORY;
};

/** Shows the questions of the chosen topic that hold every word of the search, and says how many. */
function show(browser: HTMLElement) {
  const topic = topicOf(browser);
  const words = queryWords(browser.querySelector<HTMLInputElement>(`[${FAQ_SEARCH_ATTRIBUTE}]`)?.value ?? '');
  let shown = 0;
  for (const item of itemsOf(browser)) {
    const text = searchTextOf(item);
    item.hidden = !(inTopic(item, topic) && words.every((word) => text.includes(word)));
    if (!item.hidden) shown += 1;
  }
  const count = browser.querySelector<HTMLElement>(`[${FAQ_COUNT_ATTRIBUTE}]`);
  if (count) count.textContent = shown === 1 ? (count.dataset.one ?? '') : (count.dataset.other ?? '').replace('{count}', String(shown));
  const list = browser.querySelector<HTMLElement>(`[${FAQ_LIST_ATTRIBUTE}]`);
  const empty = browser.querySelector<HTMLElement>(`[${FAQ_EMPTY_ATTRIBUTE}]`);
  if (list) list.hidden = shown === 0;
  if (empty) empty.hidden = shown !== 0;
}

/** Presses the topic's button, and names the topic in the address (replaced: a filter is a view of this page, Back leaves it). */
function choose(browser: HTMLElement, topic: string, address: AddressBar) {
  let slug = '';
  for (const button of topicsOf(browser)) {
    const pressed = button.getAttribute(FAQ_TOPIC_ATTRIBUTE) === topic;
    button.setAttribute('aria-pressed', String(pressed));
    if (pressed) slug = button.dataset.slug ?? '';
  }
  const param = browser.getAttribute(FAQ_BROWSER_ATTRIBUTE) ?? '';
  const params = new URLSearchParams(address.current().search);
  if (topic === EVERY_CATEGORY || !slug) params.delete(param);
  else params.set(param, slug);
  const query = params.toString();
  const next = query ? `?${query}` : '';
  if (next !== address.current().search) address.replace({ search: next });
}

/**
 * What the address names: its topic (`?kategorie=support`), and its answer
 * (`#onboarding-fee`), opened and brought into view, under «Alle» where the
 * topic would hide it (the address then no longer names the topic).
 */
function follow(browser: HTMLElement, address: AddressBar) {
  const { search, hash } = address.current();
  const param = browser.getAttribute(FAQ_BROWSER_ATTRIBUTE) ?? '';
  const slug = new URLSearchParams(search).get(param);
  const topic = topicsOf(browser).find((button) => slug !== null && button.getAttribute(FAQ_TOPIC_ATTRIBUTE) !== EVERY_CATEGORY && button.dataset.slug === slug);
  const linked = hash ? itemsOf(browser).find((item) => item.querySelector(`[id="${CSS.escape(decodeURIComponent(hash.slice(1)))}"]`)) : undefined;
  if (linked && topic && !inTopic(linked, topic.getAttribute(FAQ_TOPIC_ATTRIBUTE) ?? '')) choose(browser, EVERY_CATEGORY, address);
  else if (topic) choose(browser, topic.getAttribute(FAQ_TOPIC_ATTRIBUTE) ?? EVERY_CATEGORY, address);
  show(browser);
  if (!linked) return;
  linked.hidden = false;
  linked.open = true;
  const view = browser.ownerDocument.defaultView;
  view?.requestAnimationFrame(() => linked.querySelector('summary')?.scrollIntoView({ block: 'start' }));
}

/**
 * The FAQ's topics and search on the prerendered list (src/sections/faq/FaqBrowser.tsx):
 * a topic button shows its questions and the general ones, the search
 * those holding every word typed (accents and case aside), the status how
 * many remain, and «Suche löschen» starts again. What the address names is
 * shown as the page starts and whenever it changes; typing a search drops
 * a named answer from it.
 */
export const faqBrowser: Behaviour = (root, { address }) => {
  const browsers = () => within<HTMLElement>(root, `[${FAQ_BROWSER_ATTRIBUTE}]`);
  for (const browser of browsers()) follow(browser, address);
  return all(
    listen<MouseEvent>(root, 'click', (event) => {
      const topic = closestIn<HTMLElement>(event, root, `[${FAQ_TOPIC_ATTRIBUTE}]`);
      const reset = closestIn<HTMLElement>(event, root, `[${FAQ_RESET_ATTRIBUTE}]`);
      const browser = (topic ?? reset)?.closest<HTMLElement>(`[${FAQ_BROWSER_ATTRIBUTE}]`);
      if (!browser) return;
      if (topic) choose(browser, topic.getAttribute(FAQ_TOPIC_ATTRIBUTE) ?? EVERY_CATEGORY, address);
      if (reset) {
        const field = browser.querySelector<HTMLInputElement>(`[${FAQ_SEARCH_ATTRIBUTE}]`);
        if (field) {
          field.value = '';
          field.focus();
        }
      }
      show(browser);
    }),
    listen<Event>(root, 'input', (event) => {
      const field = closestIn<HTMLInputElement>(event, root, `[${FAQ_SEARCH_ATTRIBUTE}]`);
      const browser = field?.closest<HTMLElement>(`[${FAQ_BROWSER_ATTRIBUTE}]`);
      if (!browser) return;
      // A search narrows the whole list: the address no longer names one answer.
      if (address.current().hash) address.replace({ hash: '' });
      show(browser);
    }),
    address.subscribe(() => {
      for (const browser of browsers()) if (address.current().hash) follow(browser, address);
    }),
  );
};
