import styled from 'styled-components';
import { Rss } from 'lucide-react';
import { Section } from '../../components/Section';
import { PageIntro } from '../../components/PageIntro';
import { Icon } from '../../components/Icon';
import type { BlogLabels, BlogTag, BlogTagLink, BlogListPage } from '../../content/blog';
import type { PageIntroContent } from '../../content/types';
import { theme } from '../../design/theme';
import { ArticleCard } from '../shared/ArticleCard';
import { Pagination } from './Pagination';
import { TagLinks } from '../shared/TagLinks';
import { Grid } from '../../components/Grid';
import { Heading } from '../../components/Heading';

export interface ArticleListProps {
  /** The page's eyebrow, title and lead: the blog's, or a tag's. */
  intro: PageIntroContent;
  /** Every tag the language's articles carry, each linking to its page. */
  tags: ReadonlyArray<BlogTagLink>;
  /** The tag whose page this is; `null` on the list of all articles. */
  current: BlogTag | null;
  /** The articles of this page, which page it is, and the others. */
  list: BlogListPage;
  /** The blog's labels in the page's language (`BlogLabels`, src/content/blog.ts). */
  labels: BlogLabels;
}

const TITLE_ID = 'blog-title';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  margin-top: ${theme.space[6]};
`;

const FeedLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.touchTarget};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.sm};
`;

const Empty = styled.p`
  color: ${theme.colors.inkMuted};
`;

const Others = styled.section`
  margin-top: ${theme.space[8]};
`;

const OthersText = styled.p`
  margin-top: ${theme.space[2]};
  margin-bottom: ${theme.space[5]};
  max-width: ${theme.measure.text};
  color: ${theme.colors.inkMuted};
`;

const OTHERS_ID = 'blog-other-languages';

/** Articles as cards in a grid: three columns on a wide screen, two on a tablet, one on a phone. */
function Cards({ articles, tagsLabel, headingLevel }: { articles: ArticleListProps['list']['articles']; tagsLabel: string; headingLevel?: 2 | 3 }) {
  return (
    <Grid element="ul" columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: 5 }}>
      {articles.map((article) => (
        <li key={`${article.language?.lang ?? ''}${article.slug}`}>
          <ArticleCard article={article} tagsLabel={tagsLabel} headingLevel={headingLevel} />
        </li>
      ))}
    </Grid>
  );
}

/**
 * A page of the blog's list, or of a tag's: its title, the tags to choose
 * from (the current one marked), the feed, the articles newest first as
 * cards, and the numbered pages beyond ten articles; on its last page,
 * after the language's own, the articles written only in other languages,
 * each marked with its language. Links all: the choice of a tag is a page
 * of its own, so it works without a script.
 */
export function ArticleList({ intro, tags, current, list, labels }: ArticleListProps) {
  return (
    <>
      <PageIntro titleId={TITLE_ID} eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead}>
        <Filters>
          <TagLinks tags={tags} label={labels.tagsLabel} current={current} all={{ label: labels.allArticles.label, to: labels.allArticles.to, current: current === null && list.page === 1 }} />
          <FeedLink href={labels.feed.href} type="application/atom+xml">
            <Icon icon={Rss} size="sm" />
            {labels.feed.label}
          </FeedLink>
        </Filters>
      </PageIntro>
      <Section spacing="compact">
        {list.articles.length === 0 ? <Empty>{labels.empty}</Empty> : <Cards articles={list.articles} tagsLabel={labels.tagsLabel} />}
        <Pagination list={list} labels={labels.pagination} />
        {list.others.length > 0 && (
          <Others aria-labelledby={OTHERS_ID}>
            <Heading level={2} size="lg" id={OTHERS_ID}>
              {labels.others.title}
            </Heading>
            <OthersText>{labels.others.text}</OthersText>
            <Cards articles={list.others} tagsLabel={labels.tagsLabel} headingLevel={3} />
          </Others>
        )}
      </Section>
    </>
  );
}
