import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import type { Clock } from '@/server/lib/clock';
import { readScan } from '@/server/lib/text/scan-segments';
import { textKey } from '@/shared/rules/text-key';

/** Long enough for the scanner's nearby check and its global check after it, with a retry. */
export const ANALYSIS_TOKEN_TTL_MS = 10 * 60 * 1000;

/** What a scan sends back: the text `/api/analyze` read and the token it was given with it. */
export type ScannedText = { text: string; analysisToken: string };

type Payload = { u: number; k: string; e: number };

/**
 * Scans come from photos the server read (ARCHITECTURE §2.14, issue 10 point 2). `/api/analyze`
 * signs, with a server secret, the matching key of the text it read, the user it read it for
 * and an expiry; `/api/scan` and `/api/scan/global` discover only with text whose key the token
 * names, for that user, in time. The key rather than the raw text is signed so that trimming or
 * re-spacing by the client changes nothing, while any other text fails; so are the letters of the
 * boxes read surely, so the marks on unsure boxes (scan-segments.ts) cannot be moved either.
 */
export function createAnalysisTokens(deps: { secret: string; clock: Clock }) {
  const { secret, clock } = deps;
  const mac = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');
  // The key, and which of its boxes were read surely (`readScan`): a client that marks or
  // unmarks a box changes what the matcher may leave out, so that fails like other text. A text
  // read surely throughout is signed by its key alone, as before marks (keys hold no ':').
  const digest = (text: string) => {
    const key = textKey(text);
    const sure = readScan(text).sure.join('');
    return createHash('sha256')
      .update(sure === key ? key : `${key}:${sure}`)
      .digest('base64url');
  };

  function sign(userId: number, text: string): string {
    const payload: Payload = {
      u: userId,
      k: digest(text),
      e: clock.now().getTime() + ANALYSIS_TOKEN_TTL_MS,
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${mac(body)}`;
  }

  /** Throws the refusal a person understands unless the token vouches for this text and user. */
  function assertRead(userId: number, scanned: ScannedText): void {
    const [body, signature, ...rest] = scanned.analysisToken.split('.');
    const expected = body ? Buffer.from(mac(body)) : null;
    const given = Buffer.from(signature ?? '');
    if (
      !body ||
      rest.length > 0 ||
      !expected ||
      expected.length !== given.length ||
      !timingSafeEqual(expected, given)
    ) {
      throw notRead();
    }
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Payload;
    if (payload.u !== userId || payload.k !== digest(scanned.text)) throw notRead();
    if (payload.e < clock.now().getTime()) {
      throw new AppError('SCAN_NOT_READ', say('server_scan_too_old_take'));
    }
  }

  return { sign, assertRead };
}

function notRead(): AppError {
  return new AppError('SCAN_NOT_READ', say('server_only_text_read_from'));
}

export type AnalysisTokens = ReturnType<typeof createAnalysisTokens>;
