// What pages may load: types, labels, paths and the SVG writer (no layout code).
export { labelLines, eventWords, words, type Lang, type LabelMode, type LabelledTransition, type LocalText, type TransitionTexts } from './labels.js';
export { activeIds, contains, keyOf, parentOf, type Box, type ChartModel, type LaidOutEdge, type LaidOutNode } from './model.js';
export { labelLineAt, pathData, stateLabel, stateTextAt } from './draw.js';
export { toSvg, type SvgOptions } from './svg.js';
export { derivePath, edgesAlong, entryLeaf, possibleNow, type StepPath } from './path.js';
export { toGraph, type ChartEdge, type ChartGraph, type ChartNode } from './graph.js';
// Build time and the CLI (Node): the ELK layout. Bundlers drop it from pages that do not call it
// (the package has no side effects); the workspace test checks that the CDN build holds no ELK.
export { chartOf, layout, METRICS, type ChartTexts } from './layout.js';
