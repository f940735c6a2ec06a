import styled from 'styled-components';
import { X } from 'lucide-react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import type { ConsentContent } from '../../content/consent';
import { RejectOrAcceptAll } from './RejectOrAcceptAll';
import { ConsentText } from './consentStyles';
import { CONSENT_CATEGORY_ATTRIBUTE, CONSENT_DIALOG_ATTRIBUTE, CONSENT_STORED_ATTRIBUTE, CONSENT_STORED_DATE_ATTRIBUTE, consentActionProps } from '../../components/behaviours/consentMarks';
import { media, theme } from '../../design/theme';

export interface ConsentSettingsDialogProps {
  /** The dialog's words: title, introduction, the buttons, the line on when the choice was stored. */
  content: ConsentContent['settings'];
  /** Every category with its words and services, from the one service list. */
  categories: ConsentContent['categories'];
}

/** The platform's modal dialog: focus moves in, stays in, Escape closes, focus returns to the opener; closed, it takes no room. */
const Dialog = styled.dialog`
  width: min(${theme.measure.lead}, calc(100vw - ${theme.space[6]}));
  max-height: calc(100dvh - ${theme.space[6]});
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.paper};
  color: ${theme.colors.ink};
  box-shadow: ${theme.shadows.lg};

  &::backdrop {
    background: ${theme.overlays.scrim};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  padding: ${theme.space[5]};
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${theme.space[3]};
`;

const Title = styled.h2`
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
`;

const CloseButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${theme.sizes.touchTarget};
  height: ${theme.sizes.touchTarget};
  flex: none;
  border: 0;
  border-radius: ${theme.radii.md};
  background: none;
  color: ${theme.colors.ink};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surface};
  }
`;

const Categories = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: ${theme.borderWidths.thin} solid ${theme.colors.line};
`;

const Category = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space[1]} ${theme.space[4]};
  padding: ${theme.space[4]} 0;
  border-bottom: ${theme.borderWidths.thin} solid ${theme.colors.line};

  label {
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const Details = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: ${theme.space[1]};
`;

/** A checkbox drawn as a switch; it keeps the checkbox's keyboard and label behaviour. */
const Switch = styled.input`
  appearance: none;
  position: relative;
  width: ${theme.sizes.switchWidth};
  height: ${theme.sizes.switchHeight};
  margin: 0;
  border-radius: ${theme.radii.pill};
  border: ${theme.borderWidths.thick} solid ${theme.colors.lineStrong};
  background: ${theme.colors.surfaceStrong};
  cursor: pointer;
  transition: background ${theme.durations.fast}ms;

  &::after {
    content: '';
    position: absolute;
    top: ${theme.sizes.switchInset};
    left: ${theme.sizes.switchInset};
    width: ${theme.sizes.switchKnob};
    height: ${theme.sizes.switchKnob};
    border-radius: 50%;
    background: ${theme.colors.ink};
    transition: transform ${theme.durations.fast}ms;
  }
  &:checked {
    background: ${theme.colors.success};
    border-color: ${theme.colors.success};
  }
  &:checked::after {
    transform: translateX(${theme.sizes.switchKnob});
    background: ${theme.colors.paper};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.75;
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${theme.space[2]};

  ${media.sm} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const CONSENT_DIALOG_TITLE_ID = 'consent-settings-title';

/**
 * Every category with its services and a switch; the visitor saves a
 * selection or takes «Alle ablehnen» / «Alle akzeptieren», both of equal
 * weight. In every page, closed: the consent behaviour opens it as the
 * platform's modal dialog (focus moves in, stays in, returns to where it
 * was), sets the switches to the stored choice and says when it was
 * stored, and gives each button's answer (src/site/consent/consentPrompts.ts).
 */
export function ConsentSettingsDialog({ content, categories }: ConsentSettingsDialogProps) {
  return (
    <Dialog aria-labelledby={CONSENT_DIALOG_TITLE_ID} {...{ [CONSENT_DIALOG_ATTRIBUTE]: '' }}>
      <Body>
        <Top>
          <Title id={CONSENT_DIALOG_TITLE_ID}>{content.title}</Title>
          <CloseButton type="button" aria-label={content.close} {...consentActionProps('closeSettings')}>
            <Icon icon={X} />
          </CloseButton>
        </Top>
        <ConsentText>
          {content.intro} <a href={content.privacyLink.to}>{content.privacyLink.label}</a>
        </ConsentText>
        <Categories>
          {categories.map((category) => {
            const inputId = `consent-${category.id}`;
            const necessary = category.id === 'necessary';
            return (
              <Category key={category.id}>
                <label htmlFor={inputId}>{category.name}</label>
                <Switch
                  id={inputId}
                  type="checkbox"
                  role="switch"
                  defaultChecked={necessary}
                  disabled={necessary}
                  aria-describedby={`${inputId}-details`}
                  {...(!necessary && { [CONSENT_CATEGORY_ATTRIBUTE]: category.id })}
                />
                <Details id={`${inputId}-details`}>
                  <ConsentText>{category.description}</ConsentText>
                  {necessary && <ConsentText>{content.alwaysOn}</ConsentText>}
                  {category.services.length > 0 && (
                    <ConsentText>
                      {content.servicesLabel} {category.services.map((service) => `${service.name} (${service.summary})`).join(', ')}
                    </ConsentText>
                  )}
                </Details>
              </Category>
            );
          })}
        </Categories>
        <ConsentText hidden {...{ [CONSENT_STORED_ATTRIBUTE]: '' }}>
          {content.storedOn} <span {...{ [CONSENT_STORED_DATE_ATTRIBUTE]: '' }} />.
        </ConsentText>
        <Actions>
          <RejectOrAcceptAll rejectAll={content.rejectAll} acceptAll={content.acceptAll} />
          <Button variant="primary" fullWidth {...consentActionProps('save')}>
            {content.save}
          </Button>
        </Actions>
      </Body>
    </Dialog>
  );
}
