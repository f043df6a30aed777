// Donuts and the heat grid, loaded only by the screens that draw them (the dashboard does not).
import { HeatmapChart, PieChart } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';
import { use } from 'echarts/core';

use([HeatmapChart, PieChart, VisualMapComponent]);
