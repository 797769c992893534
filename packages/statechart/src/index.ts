export { activeIds, toGraph, type ChartEdge, type ChartGraph, type ChartNode } from './graph.js';
export { chartOf, layout, type ChartModel, type LaidOutEdge, type LaidOutNode } from './layout.js';
export { toSvg, type SvgOptions } from './svg.js';
