import 'server-only';

/**
 * The points each part of a score is worth, in one place so that a change of weight is a change of
 * data. Keyword score: shares of 100 between required terms, preferred terms and the job title
 * (rescaled over the parts a posting has). ATS score: components that add up to 100.
 */
export const keywordShares = { required: 60, preferred: 25, title: 15 } as const;

export const atsWeights = {
  readable: { max: 10, ocr: 4, enoughWords: 10, fewWords: 6, wordsForFullCredit: 150 },
  sections: { max: 20, points: { experience: 8, education: 6, skills: 6 } },
  contact: { max: 10, email: 4, phone: 3, linkedinOrLocation: 3 },
  dates: { max: 10, hasRanges: 5, consistent: 5, consistentShare: 0.8 },
  bullets: { max: 20, actionVerbs: 10, numbers: 10 },
  length: {
    max: 10,
    best: [300, 1200],
    near: [200, 1800],
    bestPoints: 10,
    nearPoints: 5,
    otherPoints: 2,
  },
  keywords: { max: 20, noTermsPoints: 10 },
} as const;
