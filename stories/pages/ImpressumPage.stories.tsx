import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImpressumPage } from '../../src/pages/ImpressumPage';
import { impressumContent } from '../../src/content/legal/impressum';
import { PHONE_VIEWPORT, contentsLeadToEverySection, desktopPageTop, phonePageTop, titleAndContentsVisible } from './legalPageStories';

const meta = {
  title: 'Pages/Impressum',
  component: ImpressumPage,
  parameters: { layout: 'fullscreen', route: '/de/impressum' },
} satisfies Meta<typeof ImpressumPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page at desktop width (its top in the screenshot): every entry of the contents leads to its section. */
export const Default: Story = {
  decorators: [desktopPageTop],
  play: contentsLeadToEverySection(impressumContent),
};

/** The top of the page on a phone: title, «Stand» and the contents. */
export const Phone: Story = {
  decorators: [phonePageTop],
  parameters: { visual: { viewport: PHONE_VIEWPORT } },
  play: titleAndContentsVisible(impressumContent),
};
