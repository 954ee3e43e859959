import 'server-only';
import { findTerms, formKey, tokenize, type TermHit, type Token } from './find-terms';
import { englishNlp, isEnglishWord, readDocOnce } from './nlp';
import type { Context } from './split-job-sections';

/**
 * A line of a posting as the span tagger reads it: its text, the section it sits in, whether it is a
 * tag list, and its taxonomy hits if the caller has them (`findTerms(text, …, { taxonomy: true })`).
 */
export type TaggerLine = { text: string; context: Context; list: boolean; hits?: TermHit[] };

/**
 * A feature: its template, then its values ("w", "kafka"; "w-1w", "with", "kafka"). Kept as parts
 * so the tagger walks its weights by existing strings instead of building one string per feature.
 */
export type Feature = string[];

/** The weights (O, B, I) of a feature given by its parts, if the model has it. */
export type Weigh = (
  template: string,
  a?: string,
  b?: string,
  c?: string,
) => ArrayLike<number> | undefined;

/**
 * A word of a line (find-terms tokens: "C++", "Node.js" stay whole) with its part of speech, and
 * either the features the tagger weighs for it (training) or, given `weigh`, their summed weights
 * (the engine: no feature is kept).
 */
export type SpanToken = Token & { pos: string; features: Feature[]; base: number[] | null };

type Dictionary = { at: 'B' | 'I'; kind: string; length: number };

/**
 * Part-of-speech of every find-terms token of `text`, from wink-nlp (one pass over the whole
 * text), by the wink token under the token's first character.
 */
function partsOfSpeech(text: string, tokens: Token[][], offsets: number[]): string[][] {
  const nlp = englishNlp();
  const winkTokens = readDocOnce(text).tokens();
  const values: string[] = winkTokens.out(nlp.its.value);
  const pos: string[] = winkTokens.out(nlp.its.pos);
  const starts: number[] = [];
  let at = 0;
  for (const value of values) {
    const start = text.indexOf(value, at);
    starts.push(start < 0 ? at : start);
    if (start >= 0) at = start + value.length;
  }
  let w = 0;
  return tokens.map((line, li) =>
    line.map((token) => {
      const start = offsets[li]! + token.start;
      while (w + 1 < starts.length && starts[w + 1]! <= start) w += 1;
      return pos[w] ?? 'X';
    }),
  );
}

const shapes = new Map<string, string>();

function shapeOf(raw: string): string {
  let known = shapes.get(raw);
  if (known === undefined) {
    known = computeShape(raw);
    if (shapes.size < 50_000) shapes.set(raw, known);
  }
  return known;
}

function computeShape(raw: string): string {
  const shape = raw
    .replace(/\p{Lu}/gu, 'X')
    .replace(/\p{Ll}/gu, 'x')
    .replace(/\p{N}/gu, 'd')
    .replace(/(.)\1{2,}/g, '$1$1');
  return shape.length > 6 ? shape.slice(0, 6) : shape;
}

const counts = ['0', '1', '2', '3', '4'];

function trainBucket(n: number): string {
  return n <= 0 ? '0' : n === 1 ? '1' : n <= 3 ? '2-3' : '4+';
}

/**
 * The taxonomy hits of a line (curated list, Stack Overflow tags, SkillSpan train terms) per
 * token. `leaveOut` (training only): the posting's own labelled terms, taken out of the train
 * counts so the tagger learns what the dictionary says about a posting it never saw.
 */
function dictionaryAt(
  line: TaggerLine,
  tokens: Token[],
  leaveOut?: Set<string>,
): (Dictionary | null)[] {
  const out: (Dictionary | null)[] = tokens.map(() => null);
  for (const hit of line.hits ?? findTerms(line.text, tokens, { taxonomy: true })) {
    const term = hit.term;
    let kind: string;
    if (term.source !== 'taxonomy') kind = hit.evidenceOnly ? 'evidence' : `cur:${term.category}`;
    else {
      const train = (term.trainPostings ?? 0) - (leaveOut?.has(formKey(term.name)) ? 1 : 0);
      if (train <= 0 && !term.stackoverflowTag) continue;
      kind = `tax:${term.stackoverflowTag ? 'so' : ''}:${trainBucket(train)}`;
    }
    const first = tokens.findIndex((t) => t.start >= hit.start);
    let length = 0;
    for (let i = first; i >= 0 && i < tokens.length && tokens[i]!.end <= hit.end; i++) {
      out[i] = { at: i === first ? 'B' : 'I', kind, length: 0 };
      length += 1;
    }
    for (let i = first; i >= 0 && i < first + length; i++) out[i]!.length = length;
  }
  return out;
}

/**
 * The tokens of each line with their features: the word, its suffix and shape, wink's part of
 * speech, the neighbouring words, the taxonomy hit it is part of, the section and whether the line
 * reads like a list item. Shared by the tagger's build (bench/ai/build-span-tagger.ts) and the engine.
 */
export function describeSpanTokens(
  lines: TaggerLine[],
  { leaveOut, weigh }: { leaveOut?: Set<string>; weigh?: Weigh } = {},
): SpanToken[][] {
  let features: Feature[] = [];
  let base: number[] | null = null;
  const emit = (t: string, a?: string, b?: string, c?: string) => {
    if (base) {
      const w = weigh!(t, a, b, c);
      if (!w) return;
      base[0]! += w[0]!;
      base[1]! += w[1]!;
      base[2]! += w[2]!;
    } else
      features.push(
        c !== undefined
          ? [t, a!, b!, c]
          : b !== undefined
            ? [t, a!, b]
            : a !== undefined
              ? [t, a]
              : [t],
      );
  };
  const tokens = lines.map((l) => tokenize(l.text));
  const offsets: number[] = [];
  let at = 0;
  for (const line of lines) {
    offsets.push(at);
    at += line.text.length + 1;
  }
  const pos = partsOfSpeech(lines.map((l) => l.text).join('\n'), tokens, offsets);
  // How often the posting repeats a word, and whether a tag list names it.
  const seen = new Map<string, number>();
  const listed = new Set<string>();
  tokens.forEach((line, li) => {
    for (const t of line) {
      seen.set(t.norm, (seen.get(t.norm) ?? 0) + 1);
      if (lines[li]!.list) listed.add(t.norm);
    }
  });
  return lines.map((line, li) => {
    const words = tokens[li]!;
    const dictionary = dictionaryAt(line, words, leaveOut);
    // Padded per-line arrays (two places either side) so the loop below allocates no closures.
    const norm = ['<s>', '<s>', ...words.map((t) => t.norm), '</s>', '</s>'];
    const tag = ['<s>', '<s>', ...pos[li]!, '</s>', '</s>'];
    const source = [
      'none',
      'none',
      ...dictionary.map((d) => (d ? d.kind.slice(0, d.kind.indexOf(':') >>> 0) : 'none')),
      'none',
      'none',
    ];
    // The raw text between a word and the next (", " / " and " / " (" …) tells list items apart.
    const gap = [
      '^',
      ...words.slice(1).map((t, i) => line.text.slice(words[i]!.end, t.start).trim()),
      '$',
    ];
    const size = words.length <= 6 ? 'short' : words.length <= 15 ? 'mid' : 'long';
    const lineFeature = [
      'line',
      size,
      pos[li]!.some((t) => t === 'VERB' || t === 'AUX') ? 'verb' : 'noverb',
      line.list ? 'list' : 'text',
    ];
    return words.map((token, i) => {
      const k = i + 2;
      const w = norm[k]!;
      const p = tag[k]!;
      const d = dictionary[i];
      const src = source[k]!;
      features = [];
      base = weigh ? [0, 0, 0] : null;
      {
        emit('bias');
        emit('w', w);
        emit('suf', w.slice(-3));
        emit('shape', shapeOf(token.raw));
        emit('pos', p);
        emit('w-1', norm[k - 1]!);
        emit('w+1', norm[k + 1]!);
        emit('w-2', norm[k - 2]!);
        emit('w+2', norm[k + 2]!);
        emit('w-1w', norm[k - 1]!, w);
        emit('ww+1', w, norm[k + 1]!);
        emit('pos-1', tag[k - 1]!);
        emit('pos+1', tag[k + 1]!);
        emit('pos-1pos', tag[k - 1]!, p);
        emit('pospos+1', p, tag[k + 1]!);
        emit('pos-2', tag[k - 2]!, tag[k - 1]!);
        emit('pos+2', tag[k + 1]!, tag[k + 2]!);
        emit('gapb', gap[i]!);
        emit('gapa', gap[i + 1]!);
        emit('ctx', line.context);
        emit(lineFeature[0]!, lineFeature[1], lineFeature[2], lineFeature[3]);
        emit('first', i === 0 ? 'y' : 'n');
        emit('pre', w.slice(0, 3));
        emit('lex', /\p{L}/u.test(w) && isEnglishWord(w) ? 'y' : 'n', p);
        emit('rep', counts[Math.min(seen.get(w) ?? 0, 4)]!, listed.has(w) ? 'y' : 'n');
        emit('cap', i > 0 && /^\p{Lu}/u.test(token.raw) ? 'y' : 'n', p);
        if (d) emit('dict', d.at, d.kind);
        else emit('dict', 'none', 'none');
        if (d) emit('dictlen', d.at, counts[Math.min(d.length, 4)]!, src);
        else emit('dictpos', p);
        if (d) emit('dictctx', src, line.context);
        else emit('nodictctx', line.context);
        emit('dict-1', source[k - 1]!);
        emit('dict+1', source[k + 1]!);
      }
      return { ...token, pos: p, features, base };
    });
  });
}
