import { useId, useState } from 'react';
import { MAX_SCANS_LIMIT } from '@/shared/rules/messages';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';

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

/**
 * How many people may discover the message. The box keeps what is typed while it has focus, so
 * clearing it to type a new number does not jump to 1 under the user's fingers; the value the
 * form holds is always a valid limit.
 */
export function ScanLimitField({ value, onChange, label = 'Scan Limit' }: ScanLimitFieldProps) {
  const id = useId();
  const hintId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_SCANS_LIMIT}
        step={1}
        aria-describedby={hintId}
        value={draft ?? String(value)}
        onChange={(event) => {
          setDraft(event.target.value);
          onChange(parseScanLimit(event.target.value));
        }}
        onBlur={() => setDraft(null)}
      />
      <p id={hintId} className="text-xs text-muted">
        How many people can discover this message.
      </p>
    </div>
  );
}
