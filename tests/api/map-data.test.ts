// The map (issue 21 point 5) draws only what the nearby list and the hunt views already send:
// these are the replies it reads, seen by the people who must not learn a place from them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hunt } from '@/shared/contract/hunts';
import type { Photo } from '@/shared/contract/photos';
import { createPhotoAs, signedInUser } from '../factories';
import { createHunt, newArea, stepPlace, waypoint } from '../support/hunts';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

const PLACE = { latitude: 41.3851, longitude: 2.1734 };
const nearbyRaw = (cookie: string) =>
  t.call('GET', `/api/photos/nearby?lat=${PLACE.latitude}&lng=${PLACE.longitude}`, { cookie });

describe("the map's data", () => {
  it("gives a private message's place to its creator and target only", async () => {
    const creator = await signedInUser(t);
    const target = await signedInUser(t);
    const bystander = await signedInUser(t);
    // An odd place, so its digits in a reply can only be this message's.
    const privatePlace = { latitude: 41.385_713, longitude: 2.173_917 };
    const hidden = await createPhotoAs(t, creator.cookie, {
      ...privatePlace,
      isPrivate: true,
      targetUsername: target.user.nickname,
    });
    const open = await createPhotoAs(t, creator.cookie, { ...PLACE });

    const seen = async (cookie: string) => {
      const response = await nearbyRaw(cookie);
      expect(response.statusCode).toBe(200);
      return { raw: response.body, ids: response.json<Photo[]>().map((photo) => photo.id) };
    };
    const outsider = await seen(bystander.cookie);
    expect(outsider.ids).toContain(open.id);
    expect(outsider.ids).not.toContain(hidden.id);
    expect(outsider.raw).not.toContain('41.385713');
    expect(outsider.raw).not.toContain('2.173917');
    expect((await seen(target.cookie)).ids).toContain(hidden.id);
    expect((await seen(creator.cookie)).ids).toContain(hidden.id);
  });

  it("gives a player a hunt step's place only once it is their turn", async () => {
    const creator = await signedInUser(t, { walletEuros: 50 });
    const player = await signedInUser(t);
    const area = newArea();
    const hunt = await createHunt(t, creator.cookie, {
      title: 'Map secrecy',
      waypoints: [await waypoint(area, 1), await waypoint(area, 2)],
    });
    const response = await t.call('GET', '/api/treasure-hunts/available', {
      cookie: player.cookie,
    });
    const view = response.json<Hunt[]>().find((each) => each.id === hunt.id)!;
    expect(view.waypoints.map((step) => step.state)).toEqual(['active', 'locked']);
    expect(view.waypoints[0]!.photo?.latitude).toBeCloseTo(stepPlace(area, 1).latitude, 6);
    expect(view.waypoints[1]!.photo).toBeNull();
    const lockedPlace = hunt.waypoints[1]!.photo!;
    expect(response.body).not.toContain(`"latitude":${lockedPlace.latitude}`);
  });
});
