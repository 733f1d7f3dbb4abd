import { PageTitle } from '@/web/components/ui/page-title';

export function MagazinesBooksScreen() {
  return <PageTitle>Magazines & Books</PageTitle>;
}
