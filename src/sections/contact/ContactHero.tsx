import { PageIntro } from '../../components/PageIntro';
import type { ContactContent } from '../../content/contact';

/** The page's title and a sentence on who answers. */
export function ContactHero({ content }: { content: ContactContent['hero'] }) {
  return <PageIntro titleId="contact-title" eyebrow={content.eyebrow} title={content.title} lead={content.lead} />;
}
