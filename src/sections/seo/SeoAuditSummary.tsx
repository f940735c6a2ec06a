import styled from 'styled-components';
import { PageIntro } from '../../components/PageIntro';
import { PlainList } from '../../components/listStyles';
import type { SeoAuditContent } from '../../content/seoAudit';
import type { SeoCheckContent } from '../../content/seoChecks';
import { siteScore, type SiteAudit } from '../../lib/seo/siteAudit';
import { indexablePages, summariseChecks } from '../../lib/seo/summary';
import { ScoreRing } from './ScoreRing';
import { theme } from '../../design/theme';

export interface SeoAuditSummaryProps {
  audit: SiteAudit;
  content: Pick<SeoAuditContent, 'intro' | 'scoreNote' | 'tally'>;
  /** The score ring's words. */
  words: Pick<SeoCheckContent, 'score'>;
}

const Result = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[6]};
  margin-top: ${theme.space[6]};
`;

const Note = styled.p`
  font-weight: ${theme.fontWeights.semibold};
  margin-bottom: ${theme.space[3]};
`;

const Tally = styled(PlainList)`
  display: grid;
  gap: ${theme.space[1]};
  color: ${theme.colors.inkMuted};

  strong {
    color: ${theme.colors.ink};
    font-variant-numeric: tabular-nums;
  }
`;

/** The audit page's opening: what the audit is, the site's score as a ring and the checks counted by result. */
export function SeoAuditSummary({ audit, content, words }: SeoAuditSummaryProps) {
  const summaries = summariseChecks(audit);
  const count = (status: 'pass' | 'warning' | 'fail') => summaries.filter((summary) => summary.status === status).length;
  return (
    <PageIntro titleId="seo-audit-title" {...content.intro}>
      <Result>
        <ScoreRing score={siteScore(audit)} {...words.score} />
        <div>
          <Note>{content.scoreNote(indexablePages(audit).length)}</Note>
          <Tally>
            {(['pass', 'warning', 'fail'] as const).map((status) => (
              <li key={status}>
                <strong>{count(status)}</strong> {content.tally[status](count(status))}
              </li>
            ))}
          </Tally>
        </div>
      </Result>
    </PageIntro>
  );
}
