// The world map of volume by country (001 §2.3), loaded only by the screen that draws it. Its shapes are
// Natural Earth's at 1:110m (world-atlas), fetched as a JSON file of their own, not part of the JavaScript.
import { MapChart } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';
import { registerMap, use } from 'echarts/core';
import worldUrl from 'world-atlas/countries-110m.json?url';
import { WORLD_MAP } from './chartOptions';
import { worldGeoJson } from './worldMap';

use([MapChart, VisualMapComponent]);

let registered: Promise<void> | undefined;

/** Settles when the world's shapes are registered; after a failure the next call fetches them again. */
export function ready(): Promise<void> {
  registered ??= fetch(worldUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`The world map answered ${response.status}`);
      return response.json();
    })
    .then((topology) => registerMap(WORLD_MAP, worldGeoJson(topology) as Parameters<typeof registerMap>[1]))
    .catch((error: unknown) => {
      registered = undefined;
      throw error;
    });
  return registered;
}
