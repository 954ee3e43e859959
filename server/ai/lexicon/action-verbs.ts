import 'server-only';

/** Verbs that open a strong resume bullet ("Led", "Reduced", "Shipped"), in the past tense. */
export const actionVerbs = new Set(
  `
  accelerated achieved administered advised analyzed analysed architected arranged assessed assisted audited
  automated balanced boosted built calculated championed coached collaborated compiled completed conducted
  configured consolidated coordinated created cut decreased defined delivered deployed designed developed
  devised diagnosed directed doubled drafted drove eliminated enabled engineered enhanced established
  evaluated executed expanded facilitated forecasted founded generated grew guided handled headed identified
  implemented improved increased initiated installed instituted integrated introduced launched led leveraged
  maintained managed mentored migrated modernized monitored negotiated optimized optimised orchestrated
  organized organised overhauled owned partnered performed pioneered planned prepared presented processed
  produced programmed provisioned published raised rebuilt reconciled recruited redesigned reduced refactored
  resolved restructured revamped reviewed saved scaled scheduled secured shipped simplified spearheaded
  streamlined strengthened supervised supported tested trained transformed tripled troubleshot upgraded wrote
`
    .trim()
    .split(/\s+/),
);
