import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageRequest } from '@/web/features/message-form/model/message-payload';
import {
  createOutbox,
  type OutboxEntry,
  type QueuedCreate,
} from '@/web/features/outbox/model/outbox';
import { sendQueuedCreate } from '@/web/features/outbox/model/queued-create';

const NEAR_DUPLICATE =
  'Another message within 100 m hides behind nearly the same text: a scan of it would find both. Photograph different text to keep yours apart.';

const homeRequest: MessageRequest = {
  destination: 'place',
  input: {
    kind: 'form',
    fields: {
      latitude: 37.9838,
      longitude: 23.7275,
      hiddenMessage: 'Behind the bench',
      maxScans: 1,
      rewardAmount: 0,
    },
    image: new File(['jpeg bytes'], 'photo.jpg', { type: 'image/jpeg' }),
  },
};
const cameraRequest: MessageRequest = {
  destination: 'place',
  input: {
    kind: 'json',
    body: {
      latitude: 37.9838,
      longitude: 23.7275,
      imageData: 'x'.repeat(1000),
      maxScans: 1,
      rewardAmount: 0,
    },
  },
};

/** The server as the one-step create answers: the warnings refused until confirmed. */
function serverWarning() {
  const bodies: Array<Record<string, string>> = [];
  const fetchStub = vi.fn<typeof fetch>(async (_url, init) => {
    const body = init?.body;
    const fields: Record<string, string> = {};
    if (body instanceof FormData) {
      for (const [name, value] of body.entries())
        if (typeof value === 'string') fields[name] = value;
    } else if (typeof body === 'string') {
      for (const [name, value] of Object.entries(JSON.parse(body) as Record<string, unknown>)) {
        fields[name] = String(value);
      }
    }
    bodies.push(fields);
    if (!fields.confirmedWarnings?.includes('near-duplicate')) {
      return new Response(JSON.stringify({ error: NEAR_DUPLICATE, code: 'UNCONFIRMED_WARNINGS' }), {
        status: 409,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response('{"photo":null,"warning":null}', { status: 201 });
  });
  vi.stubGlobal('fetch', fetchStub);
  return bodies;
}

function memoryOutbox() {
  const map = new Map<string, OutboxEntry>();
  return createOutbox({
    store: {
      get: (key) => Promise.resolve(structuredClone(map.get(key))),
      set: (key, value) => Promise.resolve(void map.set(key, structuredClone(value))),
      delete: (key) => Promise.resolve(void map.delete(key)),
      values: () => Promise.resolve([...map.values()].map((value) => structuredClone(value))),
    },
    send: (entry) => sendQueuedCreate(entry.item as QueuedCreate),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a message kept offline meets the warnings a publish meets (decision 025)', () => {
  it.each([
    ['Home', homeRequest],
    ['the camera', cameraRequest],
  ])(
    'from %s: refused with the warning, sent again as it was, then published past it on the word',
    async (_form, request) => {
      const bodies = serverWarning();
      const outbox = memoryOutbox();
      const kept = await outbox.add(7, { kind: 'create', request, title: 'Bench' }, new Date());

      await outbox.flush(7);
      expect(await outbox.list(7)).toMatchObject([
        { id: kept.id, status: 'refused', note: NEAR_DUPLICATE, confirmable: true },
      ]);
      expect(bodies[0]).not.toHaveProperty('confirmedWarnings');

      // "Send Again" is not a confirmation: the same warning comes back.
      await outbox.retry(kept.id);
      await outbox.flush(7);
      expect(await outbox.list(7)).toMatchObject([{ status: 'refused', confirmable: true }]);
      expect(bodies[1]).not.toHaveProperty('confirmedWarnings');

      await outbox.retry(kept.id, { confirm: true });
      await outbox.flush(7);
      const [sent] = await outbox.list(7);
      expect(sent).toMatchObject({ status: 'sent', note: 'Message created.' });
      expect(sent?.confirmable).toBeUndefined();
      expect(bodies[2]?.confirmedWarnings).toBe('too-common,near-duplicate,template');
      expect(bodies).toHaveLength(3);
    },
  );

  it('confirms nothing for an entry refused for another reason', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        async () =>
          new Response(JSON.stringify({ error: 'Insufficient balance', code: 'BAD_REQUEST' }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const outbox = memoryOutbox();
    const kept = await outbox.add(
      7,
      { kind: 'create', request: homeRequest, title: '' },
      new Date(),
    );
    await outbox.flush(7);
    await outbox.retry(kept.id, { confirm: true });
    const [entry] = await outbox.list(7);
    expect(entry).toMatchObject({ status: 'waiting' });
    expect(entry?.item).not.toHaveProperty('confirmed');
  });
});
