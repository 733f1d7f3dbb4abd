import { serve } from './serve';

serve().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
