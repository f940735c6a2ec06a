import styled from 'styled-components';
import { Languages } from 'lucide-react';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { Heading } from '../../components/Heading';
import type { ArticleSummary } from '../../content/blog';
import { theme } from '../../design/theme';
import { TagLinks } from './TagLinks';
import { ResponsivePicture } from '../../components/ResponsivePicture';

export interface ArticleCardProps {
  /**
   * The article as a list shows it: title, date, reading time, summary,
   * tags (`ArticleSummary`, src/content/blog.ts); one written in another
   * language than the page's keeps its title and summary in that language
   * and says which it is («En allemand»).
   */
  article: ArticleSummary;
  /** Names the article's tags for a screen reader («Themen»). */
  tagsLabel: string;
  /** The level of the card's heading in its page: 2 in a list under the page's title, 3 under a section's heading. */
  headingLevel?: 2 | 3;
}

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${theme.space[3]};
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Title = styled(Heading)`
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  /* The whole card answers a tap on its title's link. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Frame = styled(Card)`
  position: relative;
  height: 100%;
  &:focus-within {
    border-color: ${theme.colors.ink};
  }
`;

const Summary = styled.p`
  color: ${theme.colors.inkMuted};
`;

/** Its tags lie over the card's link, so each stays a link of its own. */
const Tags = styled.div`
  position: relative;
  margin-top: auto;
`;

/** A card is a column of a three-column grid beside the phone's width, the whole width on it. */
const CARD_SIZES = '(min-width: 64rem) 22rem, (min-width: 40rem) 45vw, calc(100vw - 2rem)';

/**
 * One article in a list: its cover picture if it has one, its title links
 * to it, the whole card answers a tap. An article in another language is
 * marked with it, its words carry their `lang` and its link the
 * `hreflang` of the page it leads to.
 */
export function ArticleCard({ article, tagsLabel, headingLevel = 2 }: ArticleCardProps) {
  const { language } = article;
  return (
    <Frame forwardedAs="article">
      {article.cover && <ResponsivePicture picture={article.cover.picture} alt={article.cover.alt} sizes={CARD_SIZES} />}
      <Meta>
        <time dateTime={article.date}>{article.dateLabel}</time>
        <span>{article.readingTime}</span>
      </Meta>
      <Title level={headingLevel} size="md">
        <a href={article.to} hrefLang={language?.lang} lang={language?.lang}>
          {article.title}
        </a>
      </Title>
      <Summary lang={language?.lang}>{article.summary}</Summary>
      {language && (
        <Tags>
          <Badge icon={Languages}>{language.label}</Badge>
        </Tags>
      )}
      {article.tags.length > 0 && (
        <Tags>
          <TagLinks tags={article.tags} label={tagsLabel} />
        </Tags>
      )}
    </Frame>
  );
}
