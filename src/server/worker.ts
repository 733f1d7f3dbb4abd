import { serve } from './serve';

// `npm run worker`: a process that runs the background jobs and their OCR, and serves only
// /api/health, /api/health/ready and /metrics over HTTP. It needs DATABASE_URL.
serve({}, { role: 'worker' }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
