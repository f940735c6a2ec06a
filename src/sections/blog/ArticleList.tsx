import styled from 'styled-components';
import { Rss } from 'lucide-react';
import { Section } from '../../components/Section';
import { PageIntro } from '../../components/PageIntro';
import { Icon } from '../../components/Icon';
import type { BlogLabels, BlogTag, BlogTagLink, BlogListPage } from '../../content/blog';
import type { PageIntroContent } from '../../content/types';
import { theme } from '../../design/theme';
import { ArticleCard } from './ArticleCard';
import { Pagination } from './Pagination';
import { TagLinks } from './TagLinks';
import { Grid } from '../../components/Grid';

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

/**
 * A page of the blog's list, or of a tag's: its title, the tags to choose
 * from (the current one marked), the feed, the articles newest first as
 * cards, and the numbered pages beyond ten articles. Links all: the
 * choice of a tag is a page of its own, so it works without a script.
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
        {list.articles.length === 0 ? (
          <Empty>{labels.empty}</Empty>
        ) : (
          <Grid element="ul" columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: 5 }}>
            {list.articles.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} tagsLabel={labels.tagsLabel} />
              </li>
            ))}
          </Grid>
        )}
        <Pagination list={list} labels={labels.pagination} />
      </Section>
    </>
  );
}
