import { BookOpenText, Euro, FileText, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/web/components/ui/dialog';
import { InstructionsContent } from '@/web/features/legal/content/instructions';
import { PricesContent } from '@/web/features/legal/content/prices';
import { PrivacyContent } from '@/web/features/legal/content/privacy';
import { TermsContent } from '@/web/features/legal/content/terms';

type InfoDialog = {
  label: string;
  title: string;
  icon: LucideIcon;
  content: ComponentType;
};

const dialogs: readonly InfoDialog[] = [
  {
    label: 'Instructions',
    title: 'Instructions',
    icon: BookOpenText,
    content: InstructionsContent,
  },
  { label: 'Prices', title: 'Prices', icon: Euro, content: PricesContent },
  { label: 'Terms', title: 'Terms of Service', icon: FileText, content: TermsContent },
  { label: 'Privacy', title: 'Privacy Policy', icon: ShieldCheck, content: PrivacyContent },
];

/** The Instructions, Prices, Terms and Privacy buttons, each opening its dialog. */
export function InfoDialogButtons() {
  return (
    <div className="grid grid-cols-2 gap-2">
      {dialogs.map(({ label, title, icon: Icon, content: Content }) => (
        <Dialog key={label}>
          <DialogTrigger asChild>
            <Button variant="secondary" className="justify-start">
              <Icon aria-hidden="true" className="text-primary" />
              {label}
            </Button>
          </DialogTrigger>
          <DialogContent title={title}>
            <Content />
          </DialogContent>
        </Dialog>
      ))}
    </div>
  );
}
