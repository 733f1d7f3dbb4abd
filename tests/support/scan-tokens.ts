import type { CurrentUser } from '@/shared/contract/auth';
import { createAnalysisTokens } from '@/server/modules/scan/analysis-token';
import type { TestApp } from './test-app';

/**
 * The analysis token /api/analyze would have given this user with this text, signed with the
 * test app's secret: scan tests send devset OCR text without running OCR for every scan.
 * A body without a text or a caller without a session gets a token that fails, as it should.
 */
export async function withAnalysisToken<B extends object>(
  t: TestApp,
  cookie: string | undefined,
  body: B,
): Promise<B & { analysisToken: string }> {
  const text = 'text' in body ? body.text : undefined;
  if (!cookie || typeof text !== 'string') return { ...body, analysisToken: 'unsigned' };
  const me = await t.call('GET', '/api/auth/user', { cookie });
  if (me.statusCode !== 200) return { ...body, analysisToken: 'unsigned' };
  const tokens = createAnalysisTokens({
    secret: t.config.analysisTokenSecret,
    clock: t.clock,
  });
  return { ...body, analysisToken: tokens.sign(me.json<CurrentUser>().id, text) };
}
