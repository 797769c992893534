// What pages may load: types, labels, paths and the SVG writer (no layout code).
export { labelLines, eventWords, words, type Lang, type LabelMode, type LabelledTransition, type LocalText, type TransitionTexts } from './labels.js';
export { activeIds, contains, keyOf, parentOf, type Box, type ChartModel, type LaidOutEdge, type LaidOutNode } from './model.js';
export { labelLineAt, pathData, stateLabel, stateTextAt } from './draw.js';
export { toSvg, type SvgOptions } from './svg.js';
export { derivePath, edgesAlong, entryLeaf, possibleNow, type StepPath } from './path.js';
export { toGraph, type ChartEdge, type ChartGraph, type ChartNode } from './graph.js';
export { chartKey } from './key.js';
// Build time and the CLI (Node): the ELK layout, also at `@regelwerk/statechart/layout`, the
// import to prefer (this re-export stays for the CLI until it moves there). Bundlers drop it from
// pages that do not call it (no side effects); the workspace test checks the CDN build for ELK.
export { chartOf, layout, METRICS, type ChartTexts } from './layout.js';
