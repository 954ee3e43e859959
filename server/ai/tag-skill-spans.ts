import 'server-only';
import model from './data/skillspan-train-span-tagger.json';
import { describeSpanTokens, type Feature, type SpanToken, type TaggerLine } from './describe-span-tokens';

/** A knowledge span the tagger reads in a line, with how sure it is (the lowest margin of its words over "outside"). */
export type TaggedSpan = { line: number; start: number; end: number; text: string; confidence: number };

export const spanTags = ['O', 'B', 'I'] as const;
export type SpanTag = (typeof spanTags)[number];

/** Weights by feature parts: template → value → … → one weight per tag (O, B, I). */
type Node = Map<string, Node> | number[];
type Tree = { [part: string]: Tree } | number[];

function toNode(tree: Tree): Node {
  if (Array.isArray(tree)) return tree;
  return new Map(Object.entries(tree).map(([k, v]) => [k, toNode(v)]));
}

const root = toNode((model as { weights: Tree }).weights) as Map<string, Node>;

/** The learned weights: looks a feature up by its parts. */
export type Table = { get(feature: Feature): ArrayLike<number> | undefined };

const shipped: Table = {
  get(feature) {
    let node: Node | undefined = root;
    for (const part of feature) {
      if (!node || Array.isArray(node)) return undefined;
      node = node.get(part);
    }
    return Array.isArray(node) ? node : undefined;
  },
};

/** The features that depend on the tag before. */
export function historyFeatures(previous: SpanTag, token: SpanToken): Feature[] {
  return [['prev', previous], ['prevw', previous, token.norm], ['prevpos', previous, token.pos]];
}

/** The score of each tag (O, B, I) for a token under `table`, added to `from`. */
export function scoreTags(features: Feature[], table: Table, from?: number[]): number[] {
  const scores = from ? [...from] : [0, 0, 0];
  for (const f of features) {
    const w = table.get(f);
    if (!w) continue;
    scores[0]! += w[0]!;
    scores[1]! += w[1]!;
    scores[2]! += w[2]!;
  }
  return scores;
}

/** Whether the text between two words keeps them in one span: spaces, or a hyphen, slash, dot or ampersand written tight. */
export function joined(gap: string): boolean {
  return /^\s*$/.test(gap) || /^[-/&.+']$/.test(gap);
}

/**
 * The best tag sequence of a line's tokens (Viterbi over O/B/I with the tag-history features; "I"
 * only continues a span and never across punctuation, "Logistics - Remote (Europe"), and for each
 * word its margin of the best span tag over "outside" given the tag before it on that path.
 */
export function decodeTags(text: string, tokens: SpanToken[], table: Table): { tags: SpanTag[]; margins: number[] } {
  const n = tokens.length;
  // local[i][prev][tag]: the score of `tag` at word i after `prev`.
  const local: number[][][] = [];
  const best: number[][] = [];
  const back: number[][] = [];
  for (let i = 0; i < n; i++) {
    const token = tokens[i]!;
    const base = scoreTags(token.features, table);
    const continues = i > 0 && joined(text.slice(tokens[i - 1]!.end, token.start));
    const rows = spanTags.map((previous) => scoreTags(historyFeatures(previous, token), table, base));
    local.push(rows);
    const here = [-Infinity, -Infinity, -Infinity];
    const from = [0, 0, 0];
    for (let t = 0; t < 3; t++) {
      if (i === 0) {
        if (t !== 2) here[t] = rows[0]![t]!;
        continue;
      }
      for (let p = 0; p < 3; p++) {
        if (t === 2 && (p === 0 || !continues)) continue;
        const v = best[i - 1]![p]! + rows[p]![t]!;
        if (v > here[t]!) {
          here[t] = v;
          from[t] = p;
        }
      }
    }
    best.push(here);
    back.push(from);
  }
  const tags: SpanTag[] = new Array(n);
  let t = n ? best[n - 1]!.indexOf(Math.max(...best[n - 1]!)) : 0;
  for (let i = n - 1; i >= 0; i--) {
    tags[i] = spanTags[t]!;
    t = back[i]![t]!;
  }
  const margins = tags.map((_, i) => {
    const row = local[i]![i > 0 ? spanTags.indexOf(tags[i - 1]!) : 0]!;
    const canContinue = i > 0 && tags[i - 1] !== 'O';
    return Math.max(row[1]!, canContinue ? row[2]! : -Infinity) - row[0]!;
  });
  return { tags, margins };
}

/**
 * Knowledge spans ("test frameworks", "Agile methodologies", "degree in Computer Science") in the
 * lines of a posting, read by an averaged perceptron trained on the SkillSpan train split's expert
 * labels (bench/ai/build-span-tagger.ts, ADR 102): word, shape, part of speech, neighbours,
 * taxonomy hits and the section are its evidence.
 */
export function tagSkillSpans(lines: TaggerLine[]): { spans: TaggedSpan[]; words: { start: number; end: number; margin: number }[][] } {
  const spans: TaggedSpan[] = [];
  const words: { start: number; end: number; margin: number }[][] = [];
  describeSpanTokens(lines).forEach((tokens, li) => {
    const text = lines[li]!.text;
    const { tags, margins } = decodeTags(text, tokens, shipped);
    words.push(tokens.map((t, i) => ({ start: t.start, end: t.end, margin: margins[i]! })));
    for (let i = 0; i < tokens.length; i++) {
      if (tags[i] !== 'B') continue;
      let j = i;
      while (j + 1 < tokens.length && tags[j + 1] === 'I') j += 1;
      const start = tokens[i]!.start;
      const end = tokens[j]!.end;
      spans.push({ line: li, start, end, text: text.slice(start, end), confidence: Math.min(...margins.slice(i, j + 1)) });
    }
  });
  return { spans, words };
}
