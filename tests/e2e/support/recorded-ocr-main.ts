// The server as `npm start` runs it (src/server/main.ts), except that OCR answers from the
// recordings of tests/fixtures/ocr-recorded.json (docs/decisions/009-recorded-ocr-in-tests.md).
// Only tests/e2e/support/server.ts starts this file; nothing in src/ can reach it.
import { serve } from '../../../src/server/serve.ts';
import { createRecordedOcr } from '../../support/recorded-ocr.ts';

serve({ ocr: createRecordedOcr() }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
