/**
 * The studio form's own words and buttons: RJSF's strings in Portuguese (the checkout's and the
 * ops' language), array buttons that say what they do in visible text (RJSF's draw an icon font
 * the studio does not load, so they showed as empty boxes with only a tooltip), and field
 * descriptions with their inline Markdown (`code`, **bold**) drawn, not shown as symbols.
 */
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import type {
  DescriptionFieldProps,
  IconButtonProps,
  RJSFSchema,
  TemplatesType,
} from '@rjsf/utils';

type Props = Record<string, unknown>;

/** RJSF's strings the studio can show, in Portuguese. */
const PORTUGUESE: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: 'Item',
  [TranslatableString.EmptyArray]: 'Nenhum item ainda. Use o botão abaixo para adicionar.',
  [TranslatableString.YesLabel]: 'Sim',
  [TranslatableString.NoLabel]: 'Não',
  [TranslatableString.CloseLabel]: 'Fechar',
  [TranslatableString.ErrorsLabel]: 'Erros',
  [TranslatableString.NewStringDefault]: 'Novo valor',
  [TranslatableString.AddButton]: 'Adicionar',
  [TranslatableString.AddItemButton]: 'Adicionar item',
  [TranslatableString.CopyButton]: 'Copiar',
  [TranslatableString.MoveDownButton]: 'Descer',
  [TranslatableString.MoveUpButton]: 'Subir',
  [TranslatableString.RemoveButton]: 'Remover',
  [TranslatableString.ClearButton]: 'Limpar',
  [TranslatableString.OptionalObjectAdd]: 'Adicionar dados a este campo opcional',
  [TranslatableString.OptionalObjectRemove]: 'Remover os dados deste campo opcional',
  [TranslatableString.OptionalObjectEmptyMsg]: 'Sem dados neste campo opcional',
  [TranslatableString.Type]: 'Tipo',
  [TranslatableString.Value]: 'Valor',
  [TranslatableString.OptionPrefix]: 'Opção %1',
  [TranslatableString.TitleOptionPrefix]: '%1 opção %2',
  [TranslatableString.KeyLabel]: 'Chave de %1',
  [TranslatableString.DeprecatedLabel]: '%1 (obsoleto)',
  [TranslatableString.UnsupportedField]: 'Campo sem suporte no formulário.',
};

/** RJSF's `translateString`: Portuguese, else RJSF's own words. */
export function portugueseString(text: TranslatableString, params?: string[]): string {
  const portuguese = PORTUGUESE[text];
  if (portuguese === undefined) return englishStringTranslator(text, params);
  return (params ?? []).reduce(
    (result, value, index) => result.replaceAll(`%${index + 1}`, value),
    portuguese,
  );
}

/** A button of the form, its action in visible text (and its name for a screen reader). */
function labelledButton(action: TranslatableString, className: string) {
  return function LabelledButton(props: IconButtonProps<Props, RJSFSchema>) {
    // Dropped: what only RJSF's icon button uses, and a title that repeats the text.
    const { iconType, icon, className: extra, uiSchema, registry, title, ...button } = props;
    void iconType;
    void icon;
    void uiSchema;
    void title;
    return (
      <button
        type="button"
        className={`studio-form-button ${className} ${extra ?? ''}`}
        {...button}
      >
        {registry.translateString(action)}
      </button>
    );
  };
}

/** Inline Markdown of a schema description: `code` and **bold** drawn; the rest as text. */
export function inlineMarkdown(text: string): ReactNode[] {
  return text.split(/(`[^`]+`|\*\*[^*]+\*\*)/).map((part, index) => {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 2)
      return <code key={index}>{part.slice(1, -1)}</code>;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
      return <strong key={index}>{part.slice(2, -2)}</strong>;
    return <Fragment key={index}>{part}</Fragment>;
  });
}

function DescriptionField({ id, description }: DescriptionFieldProps<Props, RJSFSchema>) {
  if (!description) return null;
  return (
    <div id={id} className="field-description">
      {typeof description === 'string' ? inlineMarkdown(description) : description}
    </div>
  );
}

/** The templates the studio's form replaces. */
export const FORM_TEMPLATES: Partial<TemplatesType<Props, RJSFSchema>> = {
  DescriptionFieldTemplate: DescriptionField,
  ButtonTemplates: {
    // The form has no submit button (the studio saves); RJSF's own stays for completeness.
    SubmitButton: getDefaultRegistry<Props, RJSFSchema>().templates.ButtonTemplates.SubmitButton,
    AddButton: labelledButton(TranslatableString.AddItemButton, 'add'),
    CopyButton: labelledButton(TranslatableString.CopyButton, ''),
    MoveDownButton: labelledButton(TranslatableString.MoveDownButton, ''),
    MoveUpButton: labelledButton(TranslatableString.MoveUpButton, ''),
    RemoveButton: labelledButton(TranslatableString.RemoveButton, 'remove'),
    ClearButton: labelledButton(TranslatableString.ClearButton, ''),
  },
};
