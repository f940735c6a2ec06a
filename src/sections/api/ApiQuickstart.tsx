import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ArrowRight } from 'lucide-react';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import { Heading } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import { LinkButton } from '../../components/LinkButton';
import { TabSet } from '../../components/TabSet';
import { CodeBlock } from '../../components/CodeBlock';
import type { ApiQuickstartContent, CodeSample, RichText as RichTextParts } from '../../content/apiProducts';
import { RichText } from './RichText';
import { media, theme } from '../../design/theme';
import { Grid } from '../../components/Grid';

export interface ApiQuickstartProps {
  /** The section's words (`ApiQuickstartContent`), from `src/content/apiProducts.ts`; nothing the section says is written in the component. */
  content: ApiQuickstartContent;
}

const TITLE_ID = 'api-quickstart-title';

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Step = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[5]};
  padding-block: ${theme.space[6]};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};

  ${media.lg} {
    grid-template-columns: minmax(0, 4fr) minmax(0, 8fr);
    gap: ${theme.space[7]};
  }
`;

const StepText = styled.div`
  display: flex;
  gap: ${theme.space[3]};

  p {
    margin-top: ${theme.space[2]};
    color: ${theme.colors.inkMuted};
  }
`;

const Index = styled.span`
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.semibold};
  line-height: ${theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;
  color: ${theme.colors.inkMuted};
`;

const Note = styled.p`
  margin-bottom: ${theme.space[4]};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
`;

const More = styled.div`
  padding-top: ${theme.space[6]};
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};
`;

const Endpoints = styled(Grid)`
  margin-top: ${theme.space[5]};

  li > p {
    margin-block: ${theme.space[2]} ${theme.space[4]};
    color: ${theme.colors.inkMuted};
  }
`;

const DocsLink = styled.div`
  margin-top: ${theme.space[6]};
`;

const block = (sample: CodeSample) => <CodeBlock code={sample.code} label={sample.label} language={sample.language} />;

function QuickstartStep({ index, title, text, children }: { index: number; title: string; text: RichTextParts; children: ReactNode }) {
  return (
    <Step>
      <StepText>
        <Index aria-hidden="true">{index}</Index>
        <div>
          <Heading level={3} size="md">
            {title}
          </Heading>
          <p>
            <RichText parts={text} />
          </p>
        </div>
      </StepText>
      <div>{children}</div>
    </Step>
  );
}

/**
 * Three steps to the first chat completion (key, request in curl, JavaScript
 * or Python, response), then the embeddings and models endpoints. Every code
 * block can be copied. No island: the request's languages are a tab set the
 * platform runs, the copy buttons a behaviour (`codeCopy`).
 */
export function ApiQuickstart({ content }: ApiQuickstartProps) {
  const { key, request, response, more } = content;
  return (
    <Section labelledBy={TITLE_ID}>
      <SectionIntro eyebrow={content.eyebrow} title={content.title} titleId={TITLE_ID} intro={content.intro} />

      <Steps aria-label={content.stepsLabel}>
        <QuickstartStep index={1} title={key.title} text={key.text}>
          {block(key.sample)}
        </QuickstartStep>
        <QuickstartStep index={2} title={request.title} text={request.text}>
          <TabSet
            label={request.tabsLabel}
            tabs={request.variants.map((variant) => ({
              id: variant.id,
              label: variant.tab,
              content: (
                <>
                  <Note>
                    <RichText parts={variant.note} />
                  </Note>
                  {block(variant.sample)}
                </>
              ),
            }))}
          />
        </QuickstartStep>
        <QuickstartStep index={3} title={response.title} text={response.text}>
          {block(response.sample)}
        </QuickstartStep>
      </Steps>

      <More>
        <Heading level={3} size="md">
          {more.title}
        </Heading>
        <Endpoints element="ul" columns={{ base: 1, lg: 2 }} gap={{ base: 6 }}>
          {more.endpoints.map((endpoint) => (
            <li key={endpoint.id}>
              <Heading level={4} size="sm">
                {endpoint.title}
              </Heading>
              <p>
                <RichText parts={endpoint.text} />
              </p>
              {block(endpoint.sample)}
            </li>
          ))}
        </Endpoints>
        <DocsLink>
          <LinkButton href={content.docsLink.href} newTab={false} variant="ghost">
            {content.docsLink.label}
            <Icon icon={ArrowRight} size="sm" />
          </LinkButton>
        </DocsLink>
      </More>
    </Section>
  );
}
