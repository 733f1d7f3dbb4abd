import { MAX_SCANS_LIMIT } from '@/shared/rules/messages';
import { NumberField } from '@/web/features/message-form/components/number-field';
import { m } from '@/web/i18n/i18n';

/** Whole numbers from 1; anything else becomes 1 (SPEC 5). */
export function parseScanLimit(text: string): number {
  const value = Number.parseInt(text, 10);
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.min(value, MAX_SCANS_LIMIT);
}

/** What the box offers: whole numbers from 1, as the parser keeps them. */
const scanLimitBounds = { inputMode: 'numeric', min: 1, max: MAX_SCANS_LIMIT, step: 1 } as const;

export type ScanLimitFieldProps = {
  value: number;
  onChange: (value: number) => void;
  label?: string;
};

/** How many people may discover the message: always a valid limit, whatever is typed. */
export function ScanLimitField({
  value,
  onChange,
  label = m.create_scan_limit(),
}: ScanLimitFieldProps) {
  return (
    <NumberField
      label={label}
      hint={m.create_scan_limit_hint()}
      {...scanLimitBounds}
      value={value}
      parse={parseScanLimit}
      onValueChange={onChange}
    />
  );
}
