import type { PageContent } from '../content/pageContent';
import type { PageModule } from './pageModule';
import { useLocale } from '../lib/localeContext';
import { JsonLdScript } from '../components/JsonLdScript';
import { faqPageStructuredData } from '../lib/structuredData';
import { FaqBrowser } from '../sections/faq/FaqBrowser';
import { FaqFurtherLinks } from '../sections/faq/FaqFurtherLinks';
import { FaqIntro } from '../sections/faq/FaqIntro';
import { FaqResources } from '../sections/faq/FaqResources';

/**
 * /de/faq: the questions by topic, further reading and where to go next.
 * The `FAQPage` JSON-LD is written here, from the entries the accordion
 * shows, rather than in the route table: the answers would otherwise load
 * with every page of the site. Only the prerenderer builds it (JsonLdScript).
 */
export function FaqPage({ content }: { content: PageContent<'faq'> }) {
  const faqContent = content.faq;
  const locale = useLocale();
  return (
    <>
      <JsonLdScript data={import.meta.env.SSR ? faqPageStructuredData(faqContent.browser.entries, locale) : null} />
      <FaqIntro content={faqContent.intro} />
      <FaqBrowser content={faqContent.browser} />
      <FaqResources content={faqContent.resources} />
      <FaqFurtherLinks content={faqContent.furtherLinks} />
    </>
  );
}

/** The page's module, which the route table loads. */
export const page = {
  Page: FaqPage,
  arrival: (content) => ({ viewMessage: content.faq.consoleMessage(content.faq.browser.entries.length) }),
} satisfies PageModule<'faq'>;
