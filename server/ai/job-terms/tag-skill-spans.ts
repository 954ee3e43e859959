import 'server-only';
import model from '../lexicon/data/skillspan-train-span-tagger.json';
import {
  describeSpanTokens,
  type Feature,
  type SpanToken,
  type TaggerLine,
  type Weigh,
} from './describe-span-tokens';

/** A knowledge span the tagger reads in a line, with how sure it is (the lowest margin of its words over "outside"). */
export type TaggedSpan = {
  line: number;
  start: number;
  end: number;
  text: string;
  confidence: number;
};

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

const weighShipped: Weigh = (template, a, b, c) => {
  let node = root.get(template);
  if (a !== undefined && node && !Array.isArray(node)) node = node.get(a);
  if (b !== undefined && node && !Array.isArray(node)) node = node.get(b);
  if (c !== undefined && node && !Array.isArray(node)) node = node.get(c);
  return Array.isArray(node) ? node : undefined;
};

/** The features that depend on the tag before. */
export function historyFeatures(previous: SpanTag, token: SpanToken): Feature[] {
  return [
    ['prev', previous],
    ['prevw', previous, token.norm],
    ['prevpos', previous, token.pos],
  ];
}

/** Adds the weights of `features` under `table` to the scores of O, B, I at `out[at…at+2]`. */
function addScores(
  features: Feature[],
  table: Table,
  out: number[] | Float64Array,
  at: number,
): void {
  for (const f of features) {
    const w = table.get(f);
    if (!w) continue;
    out[at]! += w[0]!;
    out[at + 1]! += w[1]!;
    out[at + 2]! += w[2]!;
  }
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
export function decodeTags(
  text: string,
  tokens: SpanToken[],
  table: Table,
): { tags: SpanTag[]; margins: number[] } {
  const n = tokens.length;
  // local[(i * 3 + prev) * 3 + tag]: the score of `tag` at word i after `prev`; flat arrays, nothing allocated per word.
  const local = new Float64Array(n * 9);
  const best = new Float64Array(n * 3);
  const back = new Int8Array(n * 3);
  const base = [0, 0, 0];
  const history: Feature[] = [
    ['prev', 'O'],
    ['prevw', 'O', ''],
    ['prevpos', 'O', ''],
  ];
  for (let i = 0; i < n; i++) {
    const token = tokens[i]!;
    if (token.base) {
      base[0] = token.base[0]!;
      base[1] = token.base[1]!;
      base[2] = token.base[2]!;
    } else {
      base[0] = base[1] = base[2] = 0;
      addScores(token.features, table, base, 0);
    }
    for (let p = 0; p < 3; p++) {
      const at = (i * 3 + p) * 3;
      local[at] = base[0]!;
      local[at + 1] = base[1]!;
      local[at + 2] = base[2]!;
      history[0]![1] = history[1]![1] = history[2]![1] = spanTags[p]!;
      history[1]![2] = token.norm;
      history[2]![2] = token.pos;
      addScores(history, table, local, at);
    }
    const continues = i > 0 && joined(text.slice(tokens[i - 1]!.end, token.start));
    for (let t = 0; t < 3; t++) {
      let here = -Infinity;
      let from = 0;
      if (i === 0) here = t === 2 ? -Infinity : local[t]!;
      else {
        for (let p = 0; p < 3; p++) {
          if (t === 2 && (p === 0 || !continues)) continue;
          const v = best[(i - 1) * 3 + p]! + local[(i * 3 + p) * 3 + t]!;
          if (v > here) {
            here = v;
            from = p;
          }
        }
      }
      best[i * 3 + t] = here;
      back[i * 3 + t] = from;
    }
  }
  const tags: SpanTag[] = new Array(n);
  const margins: number[] = new Array(n);
  if (!n) return { tags, margins };
  let t = 0;
  for (let k = 1; k < 3; k++) if (best[(n - 1) * 3 + k]! > best[(n - 1) * 3 + t]!) t = k;
  for (let i = n - 1; i >= 0; i--) {
    tags[i] = spanTags[t]!;
    t = back[i * 3 + t]!;
  }
  for (let i = 0; i < n; i++) {
    const previous = i > 0 ? spanTags.indexOf(tags[i - 1]!) : 0;
    const at = (i * 3 + previous) * 3;
    margins[i] = Math.max(local[at + 1]!, previous !== 0 ? local[at + 2]! : -Infinity) - local[at]!;
  }
  return { tags, margins };
}

/**
 * Knowledge spans ("test frameworks", "Agile methodologies", "degree in Computer Science") in the
 * lines of a posting, read by an averaged perceptron trained on the SkillSpan train split's expert
 * labels (bench/ai/build-span-tagger.ts, ADR 102): word, shape, part of speech, neighbours,
 * taxonomy hits and the section are its evidence.
 */
export function tagSkillSpans(lines: TaggerLine[]): {
  spans: TaggedSpan[];
  words: { start: number; end: number; margin: number }[][];
} {
  const spans: TaggedSpan[] = [];
  const words: { start: number; end: number; margin: number }[][] = [];
  describeSpanTokens(lines, { weigh: weighShipped }).forEach((tokens, li) => {
    const text = lines[li]!.text;
    const { tags, margins } = decodeTags(text, tokens, shipped);
    words.push(tokens.map((t, i) => ({ start: t.start, end: t.end, margin: margins[i]! })));
    for (let i = 0; i < tokens.length; i++) {
      if (tags[i] !== 'B') continue;
      let j = i;
      while (j + 1 < tokens.length && tags[j + 1] === 'I') j += 1;
      const start = tokens[i]!.start;
      const end = tokens[j]!.end;
      spans.push({
        line: li,
        start,
        end,
        text: text.slice(start, end),
        confidence: Math.min(...margins.slice(i, j + 1)),
      });
    }
  });
  return { spans, words };
}
