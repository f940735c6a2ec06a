import styled from 'styled-components';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Section } from '../../components/Section';
import { Heading } from '../../components/Heading';
import { Lead } from '../../components/Lead';
import { Icon } from '../../components/Icon';
import { CtaBand } from '../../components/CtaBand';
import { LinkButton } from '../../components/LinkButton';
import { Eyebrow } from '../../components/SectionIntro';
import type { ArticleContent, BlogLabels } from '../../content/blog';
import type { SiteHref } from '../../lib/paths';
import { media, theme } from '../../design/theme';
import { ArticleBody } from './ArticleBody';
import { ArticleCard } from '../shared/ArticleCard';
import { TagLinks } from '../shared/TagLinks';
import { outlinedLinkStyles } from '../shared/outlinedLinkStyles';
import { TableOfContents } from '../shared/TableOfContents';
import { Grid } from '../../components/Grid';
import { ResponsivePicture } from '../../components/ResponsivePicture';
import { Cluster } from '../../components/Cluster';
import { chipSurface } from '../../components/surfaces';

export interface ArticleViewProps {
  /** The article: its title, dates, author, text and related articles (`ArticleContent`, src/content/blog.ts). */
  article: ArticleContent;
  /** The blog's labels in the article's language. */
  labels: BlogLabels;
}

const TITLE_ID = 'article-title';
const RELATED_ID = 'article-related';
const CTA_ID = 'article-cta';
const CONTENTS_ID = 'article-contents';
const TRANSLATIONS_ID = 'article-translations';

/** From this many sections on, an article has a table of contents beside its text on a wide screen. */
export const CONTENTS_FROM_SECTIONS = 4;

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
  ${media.lg} {
    &[data-contents] {
      display: grid;
      grid-template-columns: minmax(0, ${theme.measure.text}) minmax(0, 1fr);
      column-gap: ${theme.space[8]};
      align-items: start;
    }
  }
`;

/** Beside the text on a wide screen, staying in view while the text scrolls; a phone reads the text without it. */
const Contents = styled(TableOfContents)`
  display: none;
  ${media.lg} {
    display: block;
    grid-column: 2;
    grid-row: 1;
    position: sticky;
    top: calc(${theme.layout.headerHeight} + ${theme.space[5]});
  }
`;

const Translations = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[3]};
  margin-top: ${theme.space[4]};
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
`;

const LanguageLink = styled.a`
  ${outlinedLinkStyles}
  min-height: ${theme.sizes.compactControl};
  ${chipSurface({ edge: 'none' })}
  font-size: ${theme.fontSizes.sm};
`;

const Neighbours = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[4]};
  max-width: ${theme.measure.text};
  margin: ${theme.space[8]} 0 0;
  padding: ${theme.space[5]} 0 0;
  list-style: none;
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Neighbour = styled.a`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  min-height: ${theme.sizes.touchTarget};
  color: ${theme.colors.ink};
  text-decoration: none;
  &[rel='next'] {
    align-items: end;
    text-align: right;
  }
  span {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }
  strong {
    font-weight: ${theme.fontWeights.semibold};
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
  &:hover strong {
    text-decoration-thickness: ${theme.borderWidths.thick};
  }
`;

/** The next one sits on the right even where there is no previous one. */
const NextItem = styled.li`
  ${media.md} {
    grid-column: 2;
  }
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
 * to read, its tags and the languages it is also written in, its cover
 * picture if it has one, its text
 * (from four sections on with a table of contents beside it on a wide
 * screen), the articles published before and after it, the articles that
 * share its tags, and the site's call to action, the free intro call.
 */
export function ArticleView({ article, labels }: ArticleViewProps) {
  const withContents = article.sections.length >= CONTENTS_FROM_SECTIONS;
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
            {article.translations.length > 0 && (
              <Translations>
                <span id={TRANSLATIONS_ID}>{labels.translations}</span>
                <Cluster element="ul" gap={2} aria-labelledby={TRANSLATIONS_ID}>
                  {article.translations.map((translation) => (
                    <li key={translation.lang}>
                      <LanguageLink href={translation.to} hrefLang={translation.lang} lang={translation.lang}>
                        {translation.name}
                      </LanguageLink>
                    </li>
                  ))}
                </Cluster>
              </Translations>
            )}
          </Header>
          {article.cover && <Cover picture={article.cover.picture} alt={article.cover.alt} loading="eager" />}
          <Text data-contents={withContents ? '' : undefined}>
            {withContents && <Contents title={labels.contents} titleId={CONTENTS_ID} entries={article.sections} />}
            <ArticleBody body={article.body} labels={labels} />
          </Text>
        </article>
        {(article.previous ?? article.next) && (
          <nav aria-label={labels.articleNavigation.label}>
            <Neighbours>
              {article.previous && (
                <li>
                  <Neighbour href={article.previous.to} rel="prev">
                    <span>
                      <Icon icon={ArrowLeft} size="sm" />
                      {labels.articleNavigation.previous}
                    </span>
                    <strong>{article.previous.title}</strong>
                  </Neighbour>
                </li>
              )}
              {article.next && (
                <NextItem>
                  <Neighbour href={article.next.to} rel="next">
                    <span>
                      {labels.articleNavigation.next}
                      <Icon icon={ArrowRight} size="sm" />
                    </span>
                    <strong>{article.next.title}</strong>
                  </Neighbour>
                </NextItem>
              )}
            </Neighbours>
          </nav>
        )}
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
