// The SVG file writer, loaded only when someone downloads the chart.
export { toSvg } from '@regelwerk/statechart';
