/** 'Acme - Careers' → 'Acme': a board's or career site's suffix dropped from a company name. */
export function cleanCompany(company: string | null): string | null {
  return company?.replace(/\s*[-–|]\s*(jobs|careers)$/i, '').trim() || null;
}
