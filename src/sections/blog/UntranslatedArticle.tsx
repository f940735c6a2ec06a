import styled from 'styled-components';
import { ArrowLeft } from 'lucide-react';
import { Section } from '../../components/Section';
import { PageIntro } from '../../components/PageIntro';
import { Heading } from '../../components/Heading';
import { Grid } from '../../components/Grid';
import { Icon } from '../../components/Icon';
import type { ArticleSummary, BlogLabels } from '../../content/blog';
import type { PageIntroContent } from '../../content/types';
import { theme } from '../../design/theme';
import { ArticleCard } from '../shared/ArticleCard';

export interface UntranslatedArticleProps {
  /** Says that the article is not written in the page's language, and what the page offers instead. */
  intro: PageIntroContent;
  /** The article in each language it is written in: title and summary in that language, marked with it. */
  versions: ReadonlyArray<ArticleSummary>;
  /** The language's own articles, newest first; none where it has none yet. */
  own: ReadonlyArray<ArticleSummary>;
  /** The heading over them («Nos articles en français»). */
  ownTitle: string;
  /** The blog's labels in the page's language (`BlogLabels`, src/content/blog.ts). */
  labels: BlogLabels;
}

const TITLE_ID = 'untranslated-title';
const OWN_ID = 'untranslated-own';

const Cards = styled(Grid)`
  margin-top: ${theme.space[5]};
`;

const Empty = styled.p`
  margin-top: ${theme.space[3]};
  color: ${theme.colors.inkMuted};
`;

const BackLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.touchTarget};
  margin-top: ${theme.space[5]};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.sm};
`;

/**
 * At an article's address in a language it is not written in, where the
 * language switch leads: the page says so, lists the article in the
 * languages it is written in (each link with its `hreflang`), then the
 * language's own articles and the way to its blog. Not indexed.
 */
export function UntranslatedArticle({ intro, versions, own, ownTitle, labels }: UntranslatedArticleProps) {
  return (
    <>
      <PageIntro titleId={TITLE_ID} eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead}>
        <Cards element="ul" columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: 5 }}>
          {versions.map((version) => (
            <li key={version.to}>
              <ArticleCard article={version} tagsLabel={labels.tagsLabel} />
            </li>
          ))}
        </Cards>
      </PageIntro>
      <Section labelledBy={OWN_ID} tone="surface">
        <Heading level={2} size="lg" id={OWN_ID}>
          {ownTitle}
        </Heading>
        {own.length > 0 ? (
          <Cards element="ul" columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: 5 }}>
            {own.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} tagsLabel={labels.tagsLabel} headingLevel={3} />
              </li>
            ))}
          </Cards>
        ) : (
          <Empty>{labels.empty}</Empty>
        )}
        <BackLink href={labels.allArticles.to}>
          <Icon icon={ArrowLeft} size="sm" />
          {labels.allArticles.label}
        </BackLink>
      </Section>
    </>
  );
}
