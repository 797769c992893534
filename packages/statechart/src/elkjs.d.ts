// elkjs ships no types for its worker file; this is the part elk-sync.ts uses.
declare module 'elkjs/lib/elk-worker.min.js' {
  const module: { Worker: unknown };
  export default module;
}
