import { describe, expect, it } from 'vitest';
import atlas from 'world-atlas/countries-110m.json?raw';
import { worldGeoJson } from './worldMap';

const topology = JSON.parse(atlas);

describe('the world map of volume by country (001 §2.3)', () => {
  const world = worldGeoJson(topology);
  const names = world.features.map((feature) => feature.properties?.name);

  it('names each country by the alpha-2 code the location statistics answer with', () => {
    expect(names).toEqual(expect.arrayContaining(['NL', 'BE', 'DE', 'GB', 'US', 'CA', 'BR', 'JP']));
    expect(new Set(names.filter(Boolean)).size).toBe(names.filter(Boolean).length);
    // Kosovo, Northern Cyprus and Somaliland have no ISO numeric code in the atlas: drawn without data.
    expect(names.filter((name) => !name)).toHaveLength(3);
  });

  it('leaves Antarctica out and draws no ring across the antimeridian', () => {
    expect(names).not.toContain('AQ');
    const rings = world.features.flatMap(({ geometry }) =>
      geometry.type === 'Polygon'
        ? geometry.coordinates
        : geometry.type === 'MultiPolygon'
          ? geometry.coordinates.flat()
          : [],
    );
    const jumps = rings.filter((ring) =>
      ring.some((point, index) => index > 0 && Math.abs(point[0]! - ring[index - 1]![0]!) > 180),
    );
    expect(rings.length).toBeGreaterThan(200);
    expect(jumps).toEqual([]);
  });
});
