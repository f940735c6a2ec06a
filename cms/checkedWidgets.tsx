/**
 * The editor's text fields, checked as they are typed: Decap's own string
 * and text widgets, wrapped so that every change validates the field
 * against its rule (scripts/cms/fieldRules.mjs; cmsConfig.mjs writes a
 * rule into each field) and the message shows under it at once, not only
 * after «Speichern».
 */
import CMS from 'decap-cms-app';
import type { CmsWidgetControlProps, CmsWidgetPreviewProps } from 'decap-cms-core';
import { Component, type ComponentType } from 'react';
import { textProblem, type TextRule } from '../scripts/cms/fieldRules.mjs';

/** What Decap hands a widget's control, and what it passes too that its types do not name: the validation, the pane's language. */
type ControlProps = CmsWidgetControlProps<unknown> & { validate?: () => void; locale?: string };

const rules = new WeakMap<object, TextRule | null>();

/** The field's rule, read once from Decap's immutable configuration. */
function ruleOf(field: ControlProps['field']): TextRule | null {
  if (!rules.has(field)) {
    const rule = field.get('rule') as { toJS(): TextRule } | undefined;
    rules.set(field, rule ? rule.toJS() : null);
  }
  return rules.get(field) ?? null;
}

function checked(Base: ComponentType<ControlProps>): ComponentType<ControlProps> {
  return class CheckedControl extends Component<ControlProps> {
    /** Decap asks this before a save, and after every change (below). */
    isValid = () => {
      const rule = ruleOf(this.props.field);
      const problem = rule ? textProblem(this.props.value, rule, this.props.locale) : undefined;
      return problem ? { error: { type: 'CUSTOM', message: problem } } : true;
    };

    override componentDidUpdate(previous: ControlProps) {
      if (previous.value !== this.props.value) this.props.validate?.();
    }

    override render() {
      return <Base {...this.props} />;
    }
  };
}

/** Registers `checked-string` and `checked-text`, the configuration's text fields. */
export function registerCheckedWidgets() {
  for (const [name, base] of [
    ['checked-string', 'string'],
    ['checked-text', 'text'],
  ] as const) {
    // Decap's types name a widget's control by its props; it is the component.
    const widget = CMS.getWidget(base) as unknown as { control: ComponentType<ControlProps>; preview: ComponentType<CmsWidgetPreviewProps<unknown>> };
    CMS.registerWidget(name, checked(widget.control) as unknown as ComponentType<CmsWidgetControlProps<unknown>>, widget.preview);
  }
}
