import { COUNTRY_OF_NUMERIC_CODE } from '@psp/domain';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** Antarctica takes a fifth of the drawing and has no card payments. */
const LEFT_OUT = new Set(['AQ']);

/**
 * The countries of a Natural Earth topology (world-atlas, keyed by ISO 3166-1 numeric code) as GeoJSON
 * features named by their alpha-2 code, which the location statistics answer with. Shapes without an ISO
 * code (Kosovo, Northern Cyprus, Somaliland) keep no name and so draw without data.
 */
export function worldGeoJson(topology: Topology<{ countries: GeometryCollection }>): FeatureCollection {
  const countries = feature(topology, topology.objects.countries);
  const features: Feature<Geometry, { name: string }>[] = [];
  for (const country of countries.features) {
    const alpha2 = COUNTRY_OF_NUMERIC_CODE.get(String(country.id ?? ''));
    if (alpha2 && LEFT_OUT.has(alpha2)) continue;
    features.push({
      type: 'Feature',
      geometry: withinOneWorld(country.geometry),
      properties: { name: alpha2 ?? '' },
    });
  }
  return { type: 'FeatureCollection', features };
}

/**
 * A flat map cannot draw a ring that crosses the antimeridian (Russia's far east, Fiji): its points on
 * the other side are drawn at the map's eastern edge instead of as a band across the whole world.
 */
function withinOneWorld(geometry: Geometry): Geometry {
  const ring = (points: Position[]): Position[] => {
    const crosses = points.some(
      (point, index) => index > 0 && Math.abs(point[0]! - points[index - 1]![0]!) > 180,
    );
    return crosses
      ? points.map(([longitude, latitude]) => [longitude! < 0 ? 180 : longitude!, latitude!])
      : points;
  };
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: geometry.coordinates.map(ring) };
  if (geometry.type === 'MultiPolygon') {
    return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(ring)) };
  }
  return geometry;
}
