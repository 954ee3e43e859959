import 'server-only';
import model from './data/skillspan-train-span-tagger.json';
import { describeSpanTokens, type SpanToken, type TaggerLine } from './describe-span-tokens';

/** A knowledge span the tagger reads in a line, with how sure it is (the lowest margin of its words over "outside"). */
export type TaggedSpan = { line: number; start: number; end: number; text: string; confidence: number };

export const spanTags = ['O', 'B', 'I'] as const;
export type SpanTag = (typeof spanTags)[number];

type Model = { weights: Record<string, number[]> };
const weights = new Map(Object.entries((model as Model).weights));

/** The features that depend on the tag before (greedy left-to-right decoding). */
export function historyFeatures(previous: SpanTag, token: SpanToken): string[] {
  return [`prev=${previous}`, `prev=${previous}|${token.norm}`, `prev=${previous}|${token.pos}`];
}

/** The score of each tag (O, B, I) for a token under `table` (feature → one weight per tag). */
export function scoreTags(features: string[], table: { get(feature: string): ArrayLike<number> | undefined }, from?: number[]): number[] {
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

/** The best tag given the scores; "I" only continues a span. */
export function bestTag(scores: number[], previous: SpanTag): SpanTag {
  let best = 0;
  for (let t = 1; t < 3; t++) if (scores[t]! > scores[best]!) best = t;
  if (best === 2 && previous === 'O') return scores[1]! > scores[0]! ? 'B' : 'O';
  return spanTags[best]!;
}

/** Whether the text between two words keeps them in one span: spaces, or a hyphen, slash, dot or ampersand written tight. */
function joined(gap: string): boolean {
  return /^\s*$/.test(gap) || /^[-/&.+']$/.test(gap);
}

/**
 * Knowledge spans ("test frameworks", "Agile methodologies", "degree in Computer Science") in the
 * lines of a posting, read by an averaged perceptron trained on the SkillSpan train split's expert
 * labels (bench/ai/build-span-tagger.ts, ADR 102): word, shape, part of speech, neighbours,
 * taxonomy hits and the section are its evidence.
 */
export function tagSkillSpans(lines: TaggerLine[]): { spans: TaggedSpan[]; words: { start: number; end: number; margin: number }[][] } {
  const out: TaggedSpan[] = [];
  const words: { start: number; end: number; margin: number }[][] = [];
  describeSpanTokens(lines).forEach((tokens, li) => {
    const lineWords: { start: number; end: number; margin: number }[] = [];
    words.push(lineWords);
    let previous: SpanTag = 'O';
    let open: { from: number; to: number; confidence: number } | null = null;
    const close = () => {
      if (!open) return;
      const start = tokens[open.from]!.start;
      const end = tokens[open.to]!.end;
      out.push({ line: li, start, end, text: lines[li]!.text.slice(start, end), confidence: open.confidence });
      open = null;
    };
    tokens.forEach((token, i) => {
      const scores = scoreTags(historyFeatures(previous, token), weights, scoreTags(token.features, weights));
      lineWords.push({ start: token.start, end: token.end, margin: (previous === 'O' ? scores[1]! : Math.max(scores[1]!, scores[2]!)) - scores[0]! });
      let tag = bestTag(scores, previous);
      // A span does not run across punctuation ("Logistics - Remote (Europe"): "I" after such a gap starts anew.
      if (tag === 'I' && i > 0 && !joined(lines[li]!.text.slice(tokens[i - 1]!.end, token.start))) tag = scores[1]! > scores[0]! ? 'B' : 'O';
      if (tag !== 'I') close();
      if (tag !== 'O') {
        const margin = scores[tag === 'B' ? 1 : 2]! - scores[0]!;
        if (tag === 'B') open = { from: i, to: i, confidence: margin };
        else if (open) {
          open.to = i;
          open.confidence = Math.min(open.confidence, margin);
        }
      }
      previous = tag;
    });
    close();
  });
  return { spans: out, words };
}
