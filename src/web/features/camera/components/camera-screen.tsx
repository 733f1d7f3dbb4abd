import { PageTitle } from '@/web/components/ui/page-title';

export function CameraScreen() {
  return <PageTitle>Camera</PageTitle>;
}
