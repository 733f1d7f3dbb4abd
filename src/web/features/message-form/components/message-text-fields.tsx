import { useId, type ComponentProps } from 'react';
import { MAX_DESCRIPTION_LENGTH, MAX_HIDDEN_MESSAGE_LENGTH } from '@/shared/rules/messages';
import { Label } from '@/web/components/ui/label';
import { cn } from '@/web/lib/cn';
import { m } from '@/web/i18n/i18n';

const textareaClass =
  'w-full rounded-lg border border-border bg-canvas px-3 py-2 text-base text-fg placeholder:text-muted aria-invalid:border-danger';

type TextAreaFieldProps = ComponentProps<'textarea'> & {
  /** A line under the box, read with it (aria-describedby) unless the box names its own. */
  hint?: string;
};

/** A labelled text box; props go to the <textarea>, so react-hook-form can register it. */
function TextAreaField({
  label,
  hint,
  className,
  ...props
}: TextAreaFieldProps & { label: string }) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        aria-describedby={hint ? hintId : undefined}
        {...props}
        className={cn(textareaClass, className)}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Each field's label and limits, asked for at render so the words follow the language. */
const fields = {
  /** The secret itself, as text: what a discovery reveals. */
  hiddenMessage: () => ({
    label: m.create_hidden_message_label(),
    rows: 4,
    maxLength: MAX_HIDDEN_MESSAGE_LENGTH,
    placeholder: m.create_hidden_message_placeholder(),
  }),
  /** The creator's hint, shown to everyone before the secret is found. */
  publicDescription: () => ({
    label: m.create_description_label(),
    rows: 2,
    maxLength: MAX_DESCRIPTION_LENGTH,
    placeholder: m.create_description_placeholder(),
  }),
};

/** A message's text: its secret or its public hint, with the product's label and limits. */
export function MessageTextField({
  field,
  ...props
}: TextAreaFieldProps & { field: keyof typeof fields }) {
  return <TextAreaField {...fields[field]()} {...props} />;
}
