import styled from 'styled-components';
import { ArrowLeft } from 'lucide-react';
import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import { Lead } from '../../components/Lead';
import { Icon } from '../../components/Icon';
import { CtaBand } from '../../components/CtaBand';
import { LinkButton } from '../../components/LinkButton';
import { Eyebrow } from '../../components/SectionIntro';
import type { ArticleContent, BlogLabels } from '../../content/blog';
import type { SiteHref } from '../../lib/paths';
import { theme } from '../../design/theme';
import { ArticleBody } from './ArticleBody';
import { ArticleCard } from './ArticleCard';
import { TagLinks } from './TagLinks';
import { Grid } from '../../components/Grid';
import { ResponsivePicture } from '../../components/ResponsivePicture';

export interface ArticleViewProps {
  /** The article: its title, dates, author, text and related articles (`ArticleContent`, src/content/blog.ts). */
  article: ArticleContent;
  /** The blog's labels in the article's language. */
  labels: BlogLabels;
}

const TITLE_ID = 'article-title';
const RELATED_ID = 'article-related';
const CTA_ID = 'article-cta';

const BackLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.touchTarget};
  margin-bottom: ${theme.space[4]};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.sm};
`;

const Header = styled.header`
  max-width: ${theme.measure.text};
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${theme.space[4]};
  row-gap: ${theme.space[1]};
  margin-top: ${theme.space[5]};
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Byline = styled.p`
  margin-top: ${theme.space[2]};
  font-weight: ${theme.fontWeights.semibold};
`;

const TagsRow = styled.div`
  margin-top: ${theme.space[5]};
`;

const Text = styled.div`
  margin-top: ${theme.space[7]};
`;

const Cover = styled(ResponsivePicture)`
  max-width: ${theme.measure.text};
  margin-top: ${theme.space[6]};
`;

const Related = styled(Grid)`
  margin-top: ${theme.space[5]};
`;

/**
 * An article's page: the way back to the blog, its title and summary,
 * when it was published and changed, who wrote it and how long it takes
 * to read, its tags, its cover picture if it has one, its text, the articles that share its tags, and the
 * site's call to action, the free intro call.
 */
export function ArticleView({ article, labels }: ArticleViewProps) {
  return (
    <>
      <Section labelledBy={TITLE_ID} spacing="compact">
        <article aria-labelledby={TITLE_ID}>
          <Header>
            <BackLink href={labels.allArticles.to}>
              <Icon icon={ArrowLeft} size="sm" />
              {labels.allArticles.label}
            </BackLink>
            <Eyebrow>{article.tags.map((tag) => tag.label).join(' · ')}</Eyebrow>
            <Heading level={1} id={TITLE_ID}>
              {article.title}
            </Heading>
            <Lead>{article.summary}</Lead>
            <Byline>{article.author.byline}</Byline>
            <Facts>
              <time dateTime={article.date}>{article.published}</time>
              {article.updated && <time dateTime={article.updated.date}>{article.updated.label}</time>}
              <span>{article.readingTime}</span>
            </Facts>
            <TagsRow>
              <TagLinks tags={article.tags} label={labels.tagsLabel} />
            </TagsRow>
          </Header>
          {article.cover && <Cover picture={article.cover.picture} alt={article.cover.alt} loading="eager" />}
          <Text>
            <ArticleBody body={article.body} labels={labels} />
          </Text>
        </article>
      </Section>
      {article.related.length > 0 && (
        <Section labelledBy={RELATED_ID} tone="surface">
          <Heading level={2} size="lg" id={RELATED_ID}>
            {labels.related}
          </Heading>
          <Related element="ul" columns={{ base: 1, md: 3 }} gap={{ base: 5 }}>
            {article.related.map((related) => (
              <li key={related.slug}>
                <ArticleCard article={related} tagsLabel={labels.tagsLabel} headingLevel={3} />
              </li>
            ))}
          </Related>
        </Section>
      )}
      <CtaBand titleId={CTA_ID} title={labels.cta.title} text={labels.cta.text}>
        <LinkButton to={labels.cta.action.to as SiteHref} reportsConversion={labels.cta.action.reportsConversion} size="lg">
          {labels.cta.action.label}
        </LinkButton>
      </CtaBand>
    </>
  );
}
