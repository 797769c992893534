import { suggest, type CompileContext } from '../context.js';
import type { OptionInfo, OptionValue } from '../ruleset.js';
import type { Located } from '../signature.js';
import { OPTION, SET } from '../statements.js';

/**
 * Pass 4: options. Declarations are checked, `set` lines give them their values, and every
 * `when <option>` read in any statement must name a declared on/off option.
 */
export function checkOptions(ctx: CompileContext): void {
  const { decls, diagnostics } = ctx;
  const info = new Map<string, OptionInfo>();
  for (const d of decls.all(OPTION)) {
    const o = d.value;
    const at = d.stmt.words[2]!.range;
    if (o.kind === 'choice' && !o.choices!.includes(o.default as string)) {
      diagnostics.error('value/option', `the default \`${String(o.default)}\` is not one of its choices (${o.choices!.join(', ')})`, at);
      continue;
    }
    if (o.kind === 'number' && ((o.default as number) < o.min! || (o.default as number) > o.max!)) {
      diagnostics.error('value/out-of-range', `the default ${String(o.default)} is outside its range ${o.min}..${o.max}`, at);
      continue;
    }
    info.set(o.id, { ...o, value: o.default });
  }

  for (const d of decls.all(SET)) {
    const { id, word } = d.value;
    const o = info.get(id.value);
    if (!o) {
      const s = suggest(id.value, info.keys(), id.range);
      diagnostics.error('name/unknown-option', `the game has no option \`${id.value}\`${s.hint}`, id.range, s.fixes);
      continue;
    }
    let value: OptionValue | undefined;
    if (o.kind === 'flag') {
      if (word.kind === 'name' && (word.value === 'on' || word.value === 'off')) value = word.value === 'on';
      else diagnostics.error('value/option', `\`${o.id}\` is switched \`on\` or \`off\`, not \`${word.text}\``, word.range);
    } else if (o.kind === 'number') {
      if (word.kind === 'number' && word.value >= o.min! && word.value <= o.max!) value = word.value;
      else diagnostics.error('value/option', `\`${o.id}\` takes a whole number from ${o.min} to ${o.max}, not \`${word.text}\``, word.range);
    } else if (word.kind === 'name' && o.choices!.includes(word.value)) {
      value = word.value;
    } else {
      const s = suggest(word.text, o.choices!, word.range);
      diagnostics.error('value/option', `\`${o.id}\` is one of ${o.choices!.map((c) => `\`${c}\``).join(', ')}, not \`${word.text}\`${s.hint}`, word.range, s.fixes);
    }
    if (value !== undefined) info.set(o.id, { ...o, value });
  }

  const checkWhen = (when: Located<string> | null | undefined) => {
    if (!when) return;
    const o = info.get(when.value);
    if (!o) {
      const s = suggest(when.value, info.keys(), when.range);
      diagnostics.error('name/unknown-option', `\`when\` names an option the game does not declare: \`${when.value}\`${s.hint}`, when.range, s.fixes);
    } else if (o.kind !== 'flag') {
      diagnostics.error('value/option', `\`when\` needs an on/off option, and \`${o.id}\` is not one`, when.range);
    }
  };
  for (const ref of ctx.optionRefs) checkWhen(ref);
  ctx.optionInfo = info;
}

/** Whether a `when` condition holds (no condition always holds). */
export function isOn(ctx: CompileContext, when: Located<string> | null | undefined): boolean {
  if (!when) return true;
  return ctx.optionInfo?.get(when.value)?.value === true;
}
