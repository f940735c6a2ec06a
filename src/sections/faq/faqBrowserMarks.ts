/*
 * The marks of the FAQ's questions (FaqBrowser.tsx), by which the behaviour
 * `faqBrowser` (src/site/behaviours/faqBrowser.ts) runs its topics and
 * search on the prerendered page.
 */

/** On the browser's frame; its value is the address parameter that names the topic (`kategorie`). */
export const FAQ_BROWSER_ATTRIBUTE = 'data-faq-browser';
/** On each topic button: the topic's id; `data-slug` beside it is its name in the address. */
export const FAQ_TOPIC_ATTRIBUTE = 'data-faq-topic';
/** On the search field. */
export const FAQ_SEARCH_ATTRIBUTE = 'data-faq-search';
/** On the count (a polite status); `data-one` and `data-other` (with `{count}`) are its words. */
export const FAQ_COUNT_ATTRIBUTE = 'data-faq-count';
/** On each question's item: its topic (`all` for a general one). */
export const FAQ_CATEGORY_ATTRIBUTE = 'data-faq-category';
/** Around each answer's paragraphs: what the search reads beside the question. */
export const FAQ_ANSWER_TEXT_ATTRIBUTE = 'data-faq-answer-text';
/** On the list of questions, and on what shows instead when none is left. */
export const FAQ_LIST_ATTRIBUTE = 'data-faq-list';
export const FAQ_EMPTY_ATTRIBUTE = 'data-faq-empty';
/** On the button that clears the search. */
export const FAQ_RESET_ATTRIBUTE = 'data-faq-reset';
