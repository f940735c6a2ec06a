import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FaqBrowser } from '../../../src/sections/faq/FaqBrowser';
import { type FaqCategory } from '../../../src/content/faq';
import { expectLocation, LocationDisplay } from '../../support/LocationDisplay';
import { contentFor } from '../../../src/content/siteContent';
import { accordionItem, expectOpen } from '../../support/accordion';

const { faqContent } = contentFor('de-CH').faq;

const { browser } = faqContent;
const { entries, filter } = browser;
const entry = (id: string) => entries.find((candidate) => candidate.id === id)!;
/** Written out here, not taken from the filter function: the story checks the rule of the issue. */
const expectedQuestions = (id: FaqCategory['id']) =>
  entries.filter((candidate) => id === 'all' || candidate.category === id || candidate.category === 'all').map((candidate) => candidate.question);

type Canvas = ReturnType<typeof within>;
const questionsShown = (canvas: Canvas) => canvas.queryAllByRole('heading', { level: 3 }).map((heading: HTMLElement) => heading.textContent);
const filterButton = (canvas: Canvas, name: string) => within(canvas.getByRole('group', { name: filter.label })).getByRole('button', { name });

/** The list, the pressed button and the count all agree with the chosen topic. */
async function expectTopic(canvas: Canvas, id: FaqCategory['id']) {
  const questions = expectedQuestions(id);
  await waitFor(() => expect(questionsShown(canvas)).toEqual(questions));
  for (const category of filter.categories) {
    await expect(filterButton(canvas, category.name)).toHaveAttribute('aria-pressed', String(category.id === id));
  }
  await expect(canvas.getByRole('status')).toHaveTextContent(`${questions.length} Fragen`);
}

const meta = {
  title: 'Sections/Faq/FaqBrowser',
  component: FaqBrowser,
  args: { content: browser },
  parameters: { layout: 'fullscreen', route: '/de/faq' },
  render: (args) => (
    <>
      <FaqBrowser {...args} />
      <LocationDisplay />
    </>
  ),
} satisfies Meta<typeof FaqBrowser>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page as prerendered: «Alle» pressed, all 30 questions closed. */
export const AllTopics: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectTopic(canvas, 'all');
    await expect(questionsShown(canvas)).toHaveLength(entries.length);
    await expect(canvasElement.querySelectorAll('details[open]')).toHaveLength(0);
    await expect(canvas.getByRole('searchbox', { name: browser.search.label })).toHaveValue('');
  },
};

/** «Sicherheit»: its questions and the general ones; the address names the topic. */
export const Security: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(filterButton(canvas, 'Sicherheit'));
    await expectTopic(canvas, 'security');
    await expect(canvas.getByRole('heading', { name: entry('hosting').question })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: entry('tokens').question })).toBeNull();
    await expectLocation(canvas, '/de/faq?kategorie=sicherheit');
  },
};

export const Technology: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(filterButton(canvas, 'Technologie'));
    await expectTopic(canvas, 'technology');
    await expectLocation(canvas, '/de/faq?kategorie=technologie');
  },
};

export const Implementation: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(filterButton(canvas, 'Implementierung'));
    await expectTopic(canvas, 'implementation');
    await expectLocation(canvas, '/de/faq?kategorie=implementierung');
  },
};

/** «Support», then back to «Alle»: the whole list returns and the address loses its topic. */
export const SupportThenAll: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(filterButton(canvas, 'Support'));
    await expectTopic(canvas, 'support');
    await expectLocation(canvas, '/de/faq?kategorie=support');
    await userEvent.click(filterButton(canvas, 'Alle'));
    await expectTopic(canvas, 'all');
    await expectLocation(canvas, /Adresse: \/de\/faq$/);
  },
};

/** A link with `?kategorie=support` opens the page on that topic. */
export const TopicFromAddress: Story = {
  parameters: { visual: { disable: true }, route: '/de/faq?kategorie=support' },
  play: async ({ canvas }) => {
    await expectTopic(canvas, 'support');
  },
};

/** An unknown topic in the address falls back to «Alle». */
export const UnknownTopicShowsAll: Story = {
  parameters: { visual: { disable: true }, route: '/de/faq?kategorie=finanzen' },
  play: async ({ canvas }) => {
    await expectTopic(canvas, 'all');
  },
};

/** Words narrow the list within the topic; the polite status says how many remain. */
export const SearchWithResults: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: browser.search.label });
    await userEvent.type(search, 'Workshop');
    await waitFor(() =>
      expect(questionsShown(canvas)).toEqual([entry('sensitive-data').question, entry('implementation').question, entry('onboarding-fee').question, entry('data-workshop').question]),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('4 Fragen');
    await userEvent.click(filterButton(canvas, 'Sicherheit'));
    await waitFor(() => expect(questionsShown(canvas)).toEqual([entry('sensitive-data').question]));
    await expect(canvas.getByRole('status')).toHaveTextContent('1 Frage');
  },
};

/** No question has the word: a clear message with a way out, and a count of none. */
export const SearchWithoutResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: browser.search.label }), 'Blockchain');
    await expect(await canvas.findByRole('heading', { name: browser.empty.title })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 Fragen');
    await expect(canvas.getByText(browser.empty.text)).toBeVisible();
    await expect(canvas.getByRole('button', { name: browser.empty.reset })).toBeVisible();
  },
};

/** «Suche löschen» empties the field, puts the cursor back into it and shows every question. */
export const ClearingTheSearch: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: browser.search.label });
    await userEvent.type(search, 'Blockchain');
    await userEvent.click(await canvas.findByRole('button', { name: browser.empty.reset }));
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await expectTopic(canvas, 'all');
  },
};

/** `/de/faq#onboarding-fee`, as a support agent sends it: that answer is open, the others closed. */
export const DeepLinkedAnswerOpen: Story = {
  parameters: { route: '/de/faq#onboarding-fee' },
  play: async ({ canvas, canvasElement }) => {
    await expectOpen(canvas, entry('onboarding-fee').question);
    await expect(canvasElement.querySelectorAll('details[open]')).toHaveLength(1);
    await expect(canvas.getByText(entry('onboarding-fee').answer[0]!)).toBeVisible();
    await expect(document.getElementById('onboarding-fee')).toBe(accordionItem(canvas, entry('onboarding-fee').question).heading);
    await expect(within(accordionItem(canvas, entry('onboarding-fee').question).details).getByRole('link', { name: browser.answerLinkLabel })).toHaveAttribute('href', '#onboarding-fee');
  },
};

/** A link to an answer the chosen topic hides switches to «Alle» and drops the topic from the address. */
export const DeepLinkToHiddenAnswerShowsAll: Story = {
  parameters: { visual: { disable: true }, route: '/de/faq?kategorie=support#tokens' },
  play: async ({ canvas }) => {
    await expectOpen(canvas, entry('tokens').question);
    await expectTopic(canvas, 'all');
    await expectLocation(canvas, /Adresse: \/de\/faq$/);
  },
};

/** One answer at a time: the next opened closes the first; the arrow keys move between the questions (the real Enter and Space are the end-to-end test's: a story's keys are not the browser's). */
export const OneAnswerAtATime: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const first = entry('what-is-it').question;
    const second = entry('audience').question;
    await userEvent.click(accordionItem(canvas, first).summary);
    await expectOpen(canvas, first);
    await userEvent.keyboard('{ArrowDown}');
    await expect(accordionItem(canvas, second).summary).toHaveFocus();
    await userEvent.click(accordionItem(canvas, second).summary);
    await expectOpen(canvas, second);
    await expectOpen(canvas, first, false);
    await userEvent.click(accordionItem(canvas, second).summary);
    await waitFor(() => expect(canvasElement.querySelectorAll('details[open]')).toHaveLength(0));
  },
};
