import { CtaBand, CtaNote } from '../../components/CtaBand';
import { LinkButton } from '../../components/LinkButton';
import { useIntegrations } from '../../integrations/IntegrationsContext';
import type { ClosingCtaContent } from '../../content/home';

export interface ClosingCtaProps {
  content: ClosingCtaContent;
}

const TITLE_ID = 'home-closing-cta-title';

/** The last invitation on the page: book the free consultation. */
export function ClosingCta({ content }: ClosingCtaProps) {
  const { reportConversion } = useIntegrations();
  return (
    <CtaBand titleId={TITLE_ID} title={content.title} text={content.text}>
      <LinkButton to={content.cta.to} size="lg" onClick={() => reportConversion(content.cta.to)}>
        {content.cta.label}
      </LinkButton>
      <CtaNote>
        {content.contactPrefix} <a href={`mailto:${content.email}`}>{content.email}</a>
      </CtaNote>
    </CtaBand>
  );
}
