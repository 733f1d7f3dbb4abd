import { useId } from 'react';
import { MAX_SCANS_LIMIT } from '@/shared/rules/messages';
import { Label } from '@/web/components/ui/label';
import { ParsedNumberInput } from '@/web/features/message-form/components/parsed-number-input';

/** Whole numbers from 1; anything else becomes 1 (SPEC 5). */
export function parseScanLimit(text: string): number {
  const value = Number.parseInt(text, 10);
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.min(value, MAX_SCANS_LIMIT);
}

export type ScanLimitFieldProps = {
  value: number;
  onChange: (value: number) => void;
  label?: string;
};

/** How many people may discover the message: always a valid limit, whatever is typed. */
export function ScanLimitField({ value, onChange, label = 'Scan Limit' }: ScanLimitFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <ParsedNumberInput
        id={id}
        inputMode="numeric"
        min={1}
        max={MAX_SCANS_LIMIT}
        step={1}
        aria-describedby={hintId}
        value={value}
        parse={parseScanLimit}
        onValueChange={onChange}
      />
      <p id={hintId} className="text-xs text-muted">
        How many people can discover this message.
      </p>
    </div>
  );
}
