import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { otherSideOfTheMap } from '@/server/db/map-point';
import { photos } from '@/server/db/schema/photos';
import { listNearby } from '@/server/modules/photos/photos.repository';
import { openKeysNear } from '@/server/modules/photos/uploads.repository';
import { localCandidates, missCandidates } from '@/server/modules/scan/scan.repository';
import { distanceKm, EARTH_RADIUS_KM } from '@/shared/rules/geo';
import { buildUser } from '../factories';
import { createTestDatabase } from '../support/test-database';

// Nearby and discovery walk a point on a Mercator map (decision 036, session 24). The map is
// not the earth: its scale grows towards the poles, it ends at ±180°, and the poles are lines
// on it. Around places where each of those bites, a message just inside the radius must be
// found in every direction, one just outside never, and the list must be nearest first on the
// earth.

type Place = { latitude: number; longitude: number };

/** Where `metres` towards `bearing` (degrees from north) from `from` ends, on SPEC's sphere. */
function travel(from: Place, bearing: number, metres: number): Place {
  const rad = Math.PI / 180;
  const angle = metres / (EARTH_RADIUS_KM * 1000);
  const lat1 = from.latitude * rad;
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing * rad),
  );
  const lng2 =
    from.longitude * rad +
    Math.atan2(
      Math.sin(bearing * rad) * Math.sin(angle) * Math.cos(lat1),
      Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
    );
  const longitude = ((((lng2 / rad + 180) % 360) + 360) % 360) - 180;
  return { latitude: lat2 / rad, longitude };
}

const PLACES: Record<string, Place> = {
  'the equator': { latitude: 0, longitude: 10 },
  Helsinki: { latitude: 60.17, longitude: 24.94 },
  Longyearbyen: { latitude: 78.22, longitude: 15.65 },
  'Taveuni, on the antimeridian': { latitude: -16.8, longitude: 179.99 },
  'the other side of it': { latitude: -16.8, longitude: -179.98 },
  'near the north pole': { latitude: 89.98, longitude: 40 },
  'the south pole': { latitude: -90, longitude: 0 },
};
const BEARINGS = [0, 45, 90, 135, 180, 225, 270, 315];

let database: Database;
let ownerId: number;
let viewerId: number;

async function place(at: Place, name: string): Promise<number> {
  const [row] = await database.db
    .insert(photos)
    .values({
      userId: ownerId,
      ...at,
      messageType: 'text',
      hiddenMessage: name,
      imageKey: 'images/x.jpg',
      thumbnailKey: 'thumbnails/x.jpg',
      maxScans: 5,
      textKey: `key ${name}`,
      isAnalyzed: true,
    })
    .returning({ id: photos.id });
  return row!.id;
}

/** Eight messages just inside `radiusM` of `centre`, eight just outside: their ids. */
async function ring(centre: Place, radiusM: number, label: string) {
  const inside: number[] = [];
  const outside: number[] = [];
  for (const bearing of BEARINGS) {
    inside.push(await place(travel(centre, bearing, radiusM * 0.995), `${label} in ${bearing}`));
    outside.push(await place(travel(centre, bearing, radiusM * 1.005), `${label} out ${bearing}`));
  }
  return { inside, outside };
}

beforeAll(async () => {
  database = await createTestDatabase();
  ownerId = (await buildUser(database.db)).id;
  viewerId = (await buildUser(database.db)).id;
});
afterAll(() => database.close());

describe('nearby on the map, wherever on the earth (issue 22)', () => {
  it.each(Object.entries(PLACES))(
    'around %s: every message within 5 km in every direction, none beyond',
    async (label, centre) => {
      const { inside, outside } = await ring(centre, 5000, label);
      const rows = await listNearby(database.db, {
        viewerId,
        ...centre,
        radiusM: 5000,
        limit: 100,
      });
      const ids = rows.map((row) => row.id);
      expect(ids).toEqual(expect.arrayContaining(inside));
      expect(ids.filter((id) => outside.includes(id))).toEqual([]);
      // Nearest first on the earth, whatever the map's scale did to the order.
      const distances = rows.map((row) => row.distanceM);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      for (const row of rows) {
        expect(row.distanceM).toBeCloseTo(distanceKm(centre, row as Place) * 1000, -1);
      }
    },
  );

  it('discovery finds within 100 m across the antimeridian, and a miss is told about it', async () => {
    const centre = { latitude: 65.5, longitude: -179.9995 };
    const { inside, outside } = await ring(centre, 100, 'Chukotka');
    const query = { viewerId, ...centre, radiusM: 100, limit: 200 };
    const candidates = (await localCandidates(database.db, query)).map((row) => row.id);
    expect(candidates.sort()).toEqual([...inside].sort());
    const misses = await missCandidates(database.db, { ...query, discoveryRangeM: 100 });
    expect(misses.map((row) => row.id).sort()).toEqual([...inside].sort());
    expect(outside.some((id) => candidates.includes(id))).toBe(false);
    const keys = await openKeysNear(database.db, query);
    expect(keys).toHaveLength(inside.length);
  });

  it('lists nearest first on the earth where the map says otherwise', async () => {
    // At 70° the map's scale grows by 0.09 % over the two kilometres between a message 1 km
    // north and one 1 km south: on the map the north one looks 0.76 m farther than one 999.9 m
    // south, on the earth it is nearer.
    const centre = { latitude: 70, longitude: 25 };
    const south = await place(travel(centre, 180, 1000), 'south');
    const north = await place(travel(centre, 0, 999.9), 'north');
    const rows = await listNearby(database.db, { viewerId, ...centre, radiusM: 5000, limit: 100 });
    expect(rows.map((row) => row.id)).toEqual([north, south]);
  });
});

describe('which copy of the map a circle needs', () => {
  it('one, away from ±180°, and near the poles where a square spans the whole map', () => {
    expect(otherSideOfTheMap(0, 10, 5000)).toBe(0);
    expect(otherSideOfTheMap(-16.8, 179.9, 5000)).toBe(0);
    expect(otherSideOfTheMap(89.99, 179.99, 5000)).toBe(0);
    expect(otherSideOfTheMap(-90, 0, 5000)).toBe(0);
  });

  it('the other copy too when the circle crosses the antimeridian', () => {
    expect(otherSideOfTheMap(-16.8, 179.99, 5000)).toBe(-1);
    expect(otherSideOfTheMap(-16.8, -179.99, 5000)).toBe(1);
    expect(otherSideOfTheMap(65.5, -179.9995, 100)).toBe(1);
    expect(otherSideOfTheMap(65.5, -179.99, 100)).toBe(0);
  });
});
