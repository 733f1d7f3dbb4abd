import { BookOpenText, Euro, FileText, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { lazyDialog } from '@/web/components/ui/lazy-dialog';
import type { InfoDialogProps, InfoTopic } from '@/web/features/legal/components/info-dialog';
import { m } from '@/web/i18n/i18n';

// The texts are long and rarely opened: they load with their dialog (lazy-dialog.tsx).
const InfoDialog = lazyDialog<InfoDialogProps, 'InfoDialog'>(
  () => import('@/web/features/legal/components/info-dialog'),
  'InfoDialog',
  ({ topic }) => topic !== null,
);

const buttons: ReadonlyArray<{ label: () => string; topic: InfoTopic; icon: LucideIcon }> = [
  { label: m.legal_instructions_title, topic: 'instructions', icon: BookOpenText },
  { label: m.legal_prices_title, topic: 'prices', icon: Euro },
  { label: m.legal_terms_button, topic: 'terms', icon: FileText },
  { label: m.legal_privacy_button, topic: 'privacy', icon: ShieldCheck },
];

/** The Instructions, Prices, Terms and Privacy buttons, each opening its dialog. */
export function InfoDialogButtons() {
  const [topic, setTopic] = useState<InfoTopic | null>(null);
  return (
    <div className="grid grid-cols-2 gap-2">
      {buttons.map(({ label, topic: opens, icon: Icon }) => (
        <Button
          key={opens}
          variant="secondary"
          className="justify-start"
          aria-haspopup="dialog"
          aria-expanded={topic === opens}
          onClick={() => setTopic(opens)}
        >
          <Icon aria-hidden="true" className="text-primary" />
          {label()}
        </Button>
      ))}
      <InfoDialog topic={topic} onClose={() => setTopic(null)} />
    </div>
  );
}
