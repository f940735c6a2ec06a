import { fillIn } from '../../lib/template';
import { useEffect, useId, useRef, useState } from 'react';
import { Check, X } from 'lucide-react';
import styled from 'styled-components';
import { Heading } from '../../components/Heading';
import { Icon } from '../../components/Icon';
import { PlainList } from '../../components/listStyles';
import type { SeoCheckContent } from '../../content/seoChecks';
import type { SeoDashboardContent } from '../../content/seoDashboard';
import type { PageAudit } from '../../lib/seo/auditPage';
import { descriptionBand, titleBand } from '../../lib/seo/metaBands';
import type { SiteAudit } from '../../lib/seo/siteAudit';
import { lookUpPage } from '../../lib/seo/summary';
import { ScoreRing } from './ScoreRing';
import { theme } from '../../design/theme';
import { controlSurface } from '../../components/surfaces';
import { Cluster } from '../../components/Cluster';

export interface SeoPageMetaProps {
  audit: SiteAudit;
  content: SeoDashboardContent['pageSelector'];
  /** The score ring's words. */
  words: Pick<SeoCheckContent, 'score'>;
  /** The page selected at first; the first of the selector's paths when left out. */
  initialPath?: string;
}

const Field = styled.div`
  display: grid;
  gap: ${theme.space[2]};
  max-width: ${theme.measure.caption};
  margin-bottom: ${theme.space[6]};

  label {
    font-weight: ${theme.fontWeights.semibold};
  }
  select {
    min-height: ${theme.sizes.field};
    padding: 0 ${theme.space[3]};
    border: ${theme.borderWidths.thin} solid ${theme.colors.lineStrong};
    ${controlSurface({ ground: 'paper', edge: 'none' })}
    color: ${theme.colors.ink};
    font: inherit;
  }
`;

const Details = styled.dl`
  flex: 1 1 ${theme.measure.caption};
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;

  dt {
    font-weight: ${theme.fontWeights.semibold};
    margin-top: ${theme.space[3]};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Measure = styled.dd`
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Flags = styled(PlainList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[5]};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
  }
`;

const Note = styled.p`
  margin-top: ${theme.space[3]};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkMuted};
  max-width: ${theme.measure.text};
`;

function flagsOf(page: PageAudit) {
  const passed = (id: string) => page.checks.some((check) => check.id === id && check.status === 'pass');
  const { structuredData } = page.facts;
  return {
    openGraph: passed('openGraph'),
    twitter: passed('twitter'),
    canonical: passed('canonical'),
    schema: structuredData.blocks > 0 && structuredData.invalidBlocks === 0,
    keywords: page.facts.keywords !== null,
  };
}

function AuditedPage({ page, content, words }: { page: PageAudit; content: SeoPageMetaProps['content']; words: SeoPageMetaProps['words'] }) {
  const { title, description } = page.facts;
  const flags = flagsOf(page);
  return (
    <>
      <Cluster gap={6} align="start" wrap="reverse">
        <Details>
          <dt>{content.titleLabel}</dt>
          <dd>{title ?? content.missing}</dd>
          {title !== null && (
            <Measure>
              {fillIn(content.characters, { count: title.length })}, {content.titleBands[titleBand(title.length)]}
            </Measure>
          )}
          <dt>{content.descriptionLabel}</dt>
          <dd>{description ?? content.missing}</dd>
          {description !== null && (
            <Measure>
              {fillIn(content.characters, { count: description.length })}, {content.descriptionBands[descriptionBand(description.length)]}
            </Measure>
          )}
          <dt>{content.flagsTitle}</dt>
          <dd>
            <Flags>
              {(Object.keys(content.flags) as Array<keyof typeof content.flags>).map((flag) => (
                <li key={flag}>
                  <Icon icon={flags[flag] ? Check : X} size="sm" />
                  {content.flags[flag]}: {flags[flag] ? content.present : content.absent}
                </li>
              ))}
            </Flags>
          </dd>
        </Details>
        <ScoreRing score={page.score} size="small" {...words.score} />
      </Cluster>
      <Note>{content.keywordsNote}</Note>
    </>
  );
}

/**
 * A page selector over the paths the specification lists, and the chosen
 * page's real title and description with their lengths, its tags and score.
 * A path that only redirects says so instead of a score. An island: it
 * shows what the visitor chooses.
 */
export function SeoPageMeta({ audit, content, words, initialPath }: SeoPageMetaProps) {
  // The choice is a place in the list, not an address: the same page stays chosen when the list comes in another language (a story's toolbar).
  const [chosen, setChosen] = useState(() => Math.max(0, content.paths.indexOf(initialPath ?? '')));
  const path = content.paths[chosen] ?? '';
  const choose = (value: string) => setChosen(Math.max(0, content.paths.indexOf(value)));
  const selectId = useId();
  const select = useRef<HTMLSelectElement>(null);
  // A page chosen before the island hydrated stays chosen: its details follow it.
  useEffect(() => {
    if (select.current && select.current.value !== path) choose(select.current.value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the island has hydrated
  }, []);
  const found = lookUpPage(audit, path);
  return (
    <div>
      <Field>
        <label htmlFor={selectId}>{content.label}</label>
        <select ref={select} id={selectId} value={path} onChange={(event) => choose(event.target.value)}>
          {content.paths.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </Field>
      <div aria-live="polite">
        {found.kind === 'audited' && <AuditedPage page={found.page} content={content} words={words} />}
        {found.kind === 'redirects' && (
          <>
            <Heading level={3}>{content.redirectTitle}</Heading>
            <Note>{fillIn(content.redirectText, { path, target: found.redirectsTo })}</Note>
          </>
        )}
        {found.kind === 'internal' && <Note>{content.internalText}</Note>}
        {found.kind === 'unknown' && <Note>{content.unknownText}</Note>}
      </div>
    </div>
  );
}
