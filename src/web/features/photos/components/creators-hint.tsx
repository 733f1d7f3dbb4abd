import { LinkifiedText } from '@/web/features/photos/components/linkified-text';
import { cn } from '@/web/lib/cn';
import { m } from '@/web/i18n/i18n';

export type CreatorsHintProps = {
  text: string;
  className?: string;
  textClassName?: string;
};

/** The creator's public description under its label, with its links made clickable. */
export function CreatorsHint({ text, className, textClassName }: CreatorsHintProps) {
  return (
    <div className={cn('flex flex-col text-sm', className)}>
      <p className="text-xs font-medium tracking-wide text-muted caps">
        {m.photos_creators_hint()}
      </p>
      <p className={cn('break-words whitespace-pre-line', textClassName)}>
        <LinkifiedText text={text} />
      </p>
    </div>
  );
}
