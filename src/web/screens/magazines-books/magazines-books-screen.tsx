import { useState } from 'react';
import { PageTitle } from '@/web/components/ui/page-title';
import { CreateGlobalMessageForm } from '@/web/screens/magazines-books/components/create-global-message-form';
import { GlobalMessagesBanner } from '@/web/screens/magazines-books/components/global-messages-banner';
import { GlobalMessagesList } from '@/web/screens/magazines-books/components/global-messages-list';
import { m } from '@/web/i18n/i18n';

/** /magazines-books: messages hidden in printed pages, discoverable from anywhere. */
export function MagazinesBooksScreen() {
  const [creating, setCreating] = useState(false);
  // The form replaces the list, as on Home; leaving it brings the user back to the top.
  const show = (nextCreating: boolean) => {
    setCreating(nextCreating);
    window.scrollTo({ top: 0 });
  };

  if (creating) return <CreateGlobalMessageForm onClose={() => show(false)} />;
  return (
    <div className="flex flex-col gap-6">
      <PageTitle>{m.create_magazines_title()}</PageTitle>
      <GlobalMessagesBanner onCreate={() => show(true)} />
      <GlobalMessagesList />
    </div>
  );
}
