import { ArrowRight } from 'lucide-react';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import { Grid } from '../../components/Grid';
import { Icon } from '../../components/Icon';
import { LinkButton } from '../../components/LinkButton';
import type { LatestArticlesContent } from '../../content/blog';
import { ArticleCard } from '../shared/ArticleCard';

export interface LatestArticlesProps {
  /**
   * The section's words and its articles (`LatestArticlesContent`, src/content/blog.ts): the
   * three newest of the page's language, filled up with articles written only in other
   * languages, each marked with its language; `all` leads to the blog.
   */
  content: LatestArticlesContent;
}

const TITLE_ID = 'home-latest-articles-title';

/**
 * The blog's latest articles on the home page, as the blog's list shows
 * them, with the way to the blog beside the title. Nothing where the blog
 * has no article in any language.
 */
export function LatestArticles({ content }: LatestArticlesProps) {
  if (content.articles.length === 0) return null;
  return (
    <Section labelledBy={TITLE_ID} tone="surface">
      <SectionIntro
        eyebrow={content.eyebrow}
        title={content.title}
        titleId={TITLE_ID}
        intro={content.intro}
        action={
          <LinkButton to={content.all.to} variant="ghost">
            {content.all.label}
            <Icon icon={ArrowRight} size="sm" />
          </LinkButton>
        }
      />
      <Grid element="ul" columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: 5 }} aria-labelledby={TITLE_ID}>
        {content.articles.map((article) => (
          <li key={article.to}>
            <ArticleCard article={article} tagsLabel={content.tagsLabel} headingLevel={3} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
