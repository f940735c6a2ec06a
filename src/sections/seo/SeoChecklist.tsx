import { fillIn } from '../../lib/template';
import styled from 'styled-components';
import { Accordion } from '../../components/Accordion';
import { Section } from '../../components/Section';
import { SectionIntro } from '../../components/SectionIntro';
import type { SeoCheckContent } from '../../content/seoChecks';
import type { SiteAudit } from '../../lib/seo/siteAudit';
import { summariseChecks } from '../../lib/seo/summary';
import { CheckStatusBadge } from './CheckStatusBadge';
import { theme } from '../../design/theme';
import { Grid } from '../../components/Grid';
import { Stack } from '../../components/Stack';

export interface SeoChecklistProps {
  audit: SiteAudit;
  /** The checklist's title and intro. */
  content: { title: string; intro: string };
  /** Names, rules and categories of the checks. */
  words: SeoCheckContent;
}

const TITLE_ID = 'seo-checklist-title';

const Name = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.ink};
`;

const Affected = styled.p`
  overflow-wrap: anywhere;
`;

/**
 * The five categories of checks as an accordion, the first open at start;
 * each check with its result over all indexable pages and, where it does not
 * pass, the pages concerned.
 */
export function SeoChecklist({ audit, content, words }: SeoChecklistProps) {
  const summaries = summariseChecks(audit);
  const items = words.categories.map((category) => ({
    id: category.id,
    title: category.title,
    content: (
      <Grid element="ul" columns={{ base: 1 }} gap={{ base: 4 }}>
        {category.checks.map((id) => {
          const summary = summaries.find((entry) => entry.id === id)!;
          return (
            <Stack key={id} element="li" gap={{ base: 1 }}>
              <Name>
                {words.checks[id].name}
                <CheckStatusBadge status={summary.status} label={words.statusLabels[summary.status]} />
              </Name>
              <p>{words.checks[id].rule}</p>
              <Affected>
                {summary.affected.length === 0
                  ? fillIn(words.passesEverywhere, { pageCount: summary.pageCount })
                  : `${words.affectedLabel} ${summary.affected.map((page) => `${page.path} (${words.statusLabels[page.status]})`).join(', ')}`}
              </Affected>
            </Stack>
          );
        })}
      </Grid>
    ),
  }));
  return (
    <Section labelledBy={TITLE_ID} tone="surface">
      <SectionIntro titleId={TITLE_ID} title={content.title} intro={content.intro} />
      <Accordion items={items} defaultOpenId={words.categories[0]?.id} />
    </Section>
  );
}
