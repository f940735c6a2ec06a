import { CtaBand, CtaNote } from '../../components/CtaBand';
import { LinkButton } from '../../components/LinkButton';
import type { ApiClosingCtaContent } from '../../content/apiProducts';
import { Cluster } from '../../components/Cluster';

export interface ApiClosingCtaProps {
  /** The section's words (`ApiClosingCtaContent`), from `src/content/apiProducts.ts`; nothing the section says is written in the component. */
  content: ApiClosingCtaContent;
}

const TITLE_ID = 'api-closing-cta-title';

/** The last invitation on the API page: register, or talk to us first. */
export function ApiClosingCta({ content }: ApiClosingCtaProps) {
  return (
    <CtaBand titleId={TITLE_ID} title={content.title} text={content.text}>
      <Cluster gap={3}>
        <LinkButton href={content.register.href} newTab={false} size="lg">
          {content.register.label}
        </LinkButton>
        <LinkButton to={content.contact.to} size="lg" variant="secondary" tone="dark">
          {content.contact.label}
        </LinkButton>
      </Cluster>
      <CtaNote>
        {content.login.prompt} <a href={content.login.link.to}>{content.login.link.label}</a>
      </CtaNote>
    </CtaBand>
  );
}
