// Only the charts and pieces the report draws (tree-shaken `echarts/core`); bundled into the lazy report route.
import * as echarts from 'echarts/core';
import { BarChart, RadarChart, TreemapChart } from 'echarts/charts';
import { GridComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([BarChart, RadarChart, TreemapChart, GridComponent, RadarComponent, TooltipComponent, SVGRenderer]);

export { echarts };
export type ChartOption = echarts.EChartsCoreOption;
