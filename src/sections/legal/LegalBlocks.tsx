import { Fragment } from 'react';
import styled from 'styled-components';
import { Heading } from '../../components/Heading';
import type { LegalBlock } from '../../content/legal/legalDocument';
import { LegalTableView } from './LegalTableView';
import { OpenCookieSettingsButton } from './OpenCookieSettingsButton';
import { media, theme } from '../../design/theme';

export interface LegalBlocksProps {
  /** The paragraphs, lists, facts and tables of one section, in order. */
  blocks: ReadonlyArray<LegalBlock>;
}

const Flow = styled.div`
  > * + * {
    margin-top: ${theme.space[4]};
  }
  > h3 {
    margin-top: ${theme.space[6]};
  }
`;

const List = styled.ul`
  padding-left: ${theme.space[5]};
  li + li {
    margin-top: ${theme.space[2]};
  }
`;

const Facts = styled.dl`
  display: grid;
  gap: ${theme.space[1]} ${theme.space[5]};

  ${media.sm} {
    grid-template-columns: max-content 1fr;
  }
  dt {
    font-weight: ${theme.fontWeights.semibold};
  }
  dd + dt {
    margin-top: ${theme.space[3]};
    ${media.sm} {
      margin-top: 0;
    }
  }
  dd > span {
    display: block;
  }
`;

function BlockView({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          {block.text}
          {block.link && (
            <>
              {' '}
              {'to' in block.link ? <a href={block.link.to}>{block.link.label}</a> : <a href={block.link.href}>{block.link.label}</a>}
              {/* A link that ends the sentence gets its full stop; after a colon it stands on its own. */}
              {block.text.endsWith(':') ? '' : '.'}
            </>
          )}
        </p>
      );
    case 'list':
      return (
        <List>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </List>
      );
    case 'subheading':
      return (
        <Heading level={3} size="sm">
          {block.text}
        </Heading>
      );
    case 'facts':
      return (
        <Facts>
          {block.items.map((fact) => (
            <Fragment key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>{fact.href ? <a href={fact.href}>{fact.lines.join(', ')}</a> : fact.lines.map((line) => <span key={line}>{line}</span>)}</dd>
            </Fragment>
          ))}
        </Facts>
      );
    case 'table':
      return <LegalTableView table={block.table} />;
    case 'cookieSettings':
      return (
        <div>
          <OpenCookieSettingsButton label={block.label} />
        </div>
      );
  }
}

/** The text of one section of a legal document. */
export function LegalBlocks({ blocks }: LegalBlocksProps) {
  return (
    <Flow>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </Flow>
  );
}
