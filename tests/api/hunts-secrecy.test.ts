import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hunt } from '@/shared/contract/hunts';
import { photos } from '@/server/db/schema/photos';
import { signedInUser } from '../factories';
import { createHunt, newArea, scanAt, stepPlace, waypoint } from '../support/hunts';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

/** What must never leave the server about a step before the viewer's turn. */
async function secretsOf(hunt: Hunt, step: number) {
  const waypoint = hunt.waypoints[step - 1]!.photo!;
  const [row] = await t.database.db.select().from(photos).where(eq(photos.id, waypoint.id));
  const secrets = {
    hidden: waypoint.hiddenMessage!,
    description: waypoint.publicDescription!,
    place: `"latitude":${waypoint.latitude}`,
    key: row!.textKey!.slice(0, 24),
    image: `/steps/${step}/image`,
    id: `"id":${waypoint.id},"imageUrl"`,
    hints: waypoint.hints,
  };
  const all = [...Object.values(secrets).filter((v) => typeof v === 'string'), ...waypoint.hints];
  return { ...secrets, all };
}

describe('secrecy of locked steps', () => {
  it('sends no byte of a locked step to a player, and a step secret only once completed', async () => {
    const creator = await signedInUser(t);
    const area = newArea();
    const hunt = await createHunt(t, creator.cookie, {
      title: 'Secrets',
      waypoints: [
        await waypoint(area, 1, { hints: ['First hint one', 'First hint two'] }),
        await waypoint(area, 2, { hints: ['Second hint'] }),
        await waypoint(area, 3, { hints: ['Third hint'] }),
      ],
    });
    const player = await signedInUser(t);
    const replies = async () => {
      const calls = await Promise.all([
        t.call('GET', '/api/treasure-hunts/available', { cookie: player.cookie }),
        t.call('GET', '/api/treasure-hunts/progress', { cookie: player.cookie }),
        t.call('GET', '/api/treasure-hunts/finished', { cookie: player.cookie }),
        t.call('GET', '/api/treasure-hunts', { cookie: player.cookie }),
        t.call('GET', `/api/treasure-hunts/${hunt.id}/leaderboard`, { cookie: player.cookie }),
        t.call('GET', `/api/treasure-hunts/shared/${hunt.id}`),
        t.call('GET', `/api/photos/nearby?lat=${area.latitude}&lng=${area.longitude}`, {
          cookie: player.cookie,
        }),
        t.call('GET', '/api/photos/global', { cookie: player.cookie }),
      ]);
      return calls.map((call) => call.body).join('\n');
    };
    const [one, two, three] = [
      await secretsOf(hunt, 1),
      await secretsOf(hunt, 2),
      await secretsOf(hunt, 3),
    ];

    let bytes = await replies();
    for (const secret of [...two.all, ...three.all]) expect(bytes).not.toContain(secret);
    // Step 1 is active: its photo, place and description, but not its hidden text or hints.
    for (const shown of [one.description, one.place, one.image]) expect(bytes).toContain(shown);
    for (const secret of [one.hidden, one.key, ...one.hints]) expect(bytes).not.toContain(secret);
    for (const step of [2, 3]) {
      const image = await t.call('GET', `/api/treasure-hunts/${hunt.id}/steps/${step}/image`, {
        cookie: player.cookie,
      });
      expect(image.statusCode).toBe(404);
      expect(image.body).not.toContain('ÿØÿ');
    }
    const active = await t.call('GET', `/api/treasure-hunts/${hunt.id}/steps/1/image`, {
      cookie: player.cookie,
    });
    expect(active.statusCode).toBe(200);
    expect(active.headers['content-type']).toBe('image/jpeg');

    const stepPhoto = `/api/photos/${hunt.waypoints[0]!.photoId}/image`;
    expect((await t.call('GET', stepPhoto, { cookie: player.cookie })).statusCode).toBe(404);

    // Step 1 found: its hidden text reaches this player; step 2 opens, step 3 stays dark.
    expect((await scanAt(t, player.cookie, 1, stepPlace(area, 1))).matches).toBe(1);
    // The scanner's discovery shows the found step's photo through the message's own URL.
    expect((await t.call('GET', stepPhoto, { cookie: player.cookie })).statusCode).toBe(200);
    expect((await t.call('GET', stepPhoto)).statusCode).toBe(404);
    bytes = await replies();
    expect(bytes).toContain(one.hidden);
    expect(bytes).toContain(two.description);
    for (const secret of [one.key, two.hidden, two.key, ...two.hints]) {
      expect(bytes).not.toContain(secret);
    }
    for (const secret of three.all) expect(bytes).not.toContain(secret);

    // Another player who found nothing still sees nothing of steps 2 and 3.
    const other = await signedInUser(t);
    const theirs = (await t.call('GET', '/api/treasure-hunts/available', { cookie: other.cookie }))
      .body;
    for (const secret of [one.hidden, ...two.all, ...three.all]) {
      expect(theirs).not.toContain(secret);
    }
  });
});
