import { checkTotal, listNames, suggest, type CompileContext, type Located, type PiecesDecl } from '@regelwerk/dsl';
import { ACTIONS, FORCED_TAKE, TILES, WORTHLESS } from '../statements.js';

/**
 * Tiles and what a throw does with them. Totals must add up, every face and tile group named
 * must exist, and no two rows may claim the same count of the same face.
 */
export function checkTiles(ctx: CompileContext): void {
  const { decls, diagnostics } = ctx;
  const groups = new Map<string, PiecesDecl>();
  for (const d of decls.all(TILES)) {
    groups.set(d.value.group, d.value);
    checkTotal(diagnostics, d.value, `\`${d.value.group}\` tiles`);
  }
  const written = new Set((ctx.statements ?? ctx.tree.statements).filter((st) => st.keyword === TILES.keyword).map((st) => st.words[1]?.text));
  const checkGroup = (g: Located<string>) => {
    if (groups.has(g.value)) return true;
    // A group whose list could not be read (that list's problem is reported) is not unknown.
    if (written.has(g.value)) return false;
    const s = suggest(g.value, groups.keys(), g.range);
    diagnostics.error('name/unknown-group', `there are no \`${g.value}\` tiles${s.hint}; the groups are ${listNames(groups.keys(), groups.size)}`, g.range, s.fixes);
    return false;
  };
  const actions = decls.one(ACTIONS);
  if (actions && ctx.dice) {
    const faces = new Set(ctx.dice.die.faces.map(String));
    // For each face, the first row that covers each count (counts run from 1 to the dice there
    // are): a row's clash is found by looking at its own counts, not at every row before it.
    const coveredBy = new Map<string, ({ id: string; order: number } | undefined)[]>();
    let order = 0;
    for (const { value: a } of actions.rows) {
      if (!faces.has(a.face.value)) {
        const s = suggest(a.face.value, faces, a.face.range);
        diagnostics.error('name/unknown-face', `the die \`${ctx.dice.die.id}\` has no face \`${a.face.value}\`${s.hint}; its faces are ${listNames(faces)}`, a.face.range, s.fixes);
        continue;
      }
      const onDie = ctx.dice.die.faces.filter((f) => String(f) === a.face.value).length;
      if (a.count.value.to > ctx.dice.count) {
        diagnostics.error(
          'value/out-of-range',
          `${ctx.dice.count} dice can never show \`${a.face.value}\` ${a.count.value.to} times; the highest count is ${ctx.dice.count}`,
          a.count.range,
        );
        continue;
      }
      if (onDie === 0) continue;
      checkGroup(a.group);
      const covered = coveredBy.get(a.face.value) ?? [];
      coveredBy.set(a.face.value, covered);
      let clash: { id: string; order: number } | undefined;
      for (let c = a.count.value.from; c <= a.count.value.to; c++) {
        const row = covered[c];
        if (row && (!clash || row.order < clash.order)) clash = row;
      }
      if (clash) {
        diagnostics.error(
          'table/overlap',
          `the row \`${clash.id}\` already covers some of these counts of \`${a.face.value}\`; make the ranges separate`,
          a.count.range,
        );
      }
      const row = { id: a.id.value, order: order++ };
      for (let c = a.count.value.from; c <= a.count.value.to; c++) covered[c] ??= row;
    }
  }
  for (const d of decls.all(FORCED_TAKE)) for (const f of d.value) checkGroup(f.group);
  const w = decls.one(WORTHLESS);
  if (w && checkGroup(w.value.group) && checkGroup(w.value.above) && w.value.group.value === w.value.above.value) {
    diagnostics.error('value/same-group', 'a stack cannot be compared with itself; name two different groups', w.value.above.range);
  }
}
