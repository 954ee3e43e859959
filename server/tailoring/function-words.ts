import 'server-only';

/**
 * English function words and letter boilerplate that carry no fact ("I", "the", "your", "role"):
 * left out when measuring how much of a sentence a resume line covers. Hand-written from the
 * closed word classes (pronouns, determiners, prepositions, conjunctions, auxiliaries).
 */
export const functionWords = new Set([
  'a', 'an', 'the', 'and', 'or', 'but', 'nor', 'so', 'yet', 'of', 'in', 'on', 'at', 'to', 'for', 'with', 'by', 'from', 'as',
  'into', 'onto', 'over', 'under', 'about', 'across', 'through', 'during', 'within', 'while', 'where', 'when', 'which', 'who',
  'whom', 'whose', 'that', 'this', 'these', 'those', 'it', 'its', 'i', 'me', 'my', 'mine', 'we', 'us', 'our', 'you', 'your',
  'they', 'them', 'their', 'he', 'she', 'his', 'her', 'is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'have', 'has',
  'had', 'do', 'did', 'does', 'will', 'would', 'can', 'could', 'should', 'may', 'might', 'must', 'not', 'no', 'also', 'very',
  'more', 'most', 'such', 'than', 'then', 'there', 'here', 'both', 'each', 'all', 'any', 'some', 'what', 'how', 'why', 'if',
  "i'm", "i've", "i'd", 'including', 'like', 'where', 'role', 'team', 'work', 'company', 'experience', 'position', 'opportunity',
]);
