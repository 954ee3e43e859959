// What the filler reads from Pursuit: the apply profile (GET /api/apply-profile), the packet for this
// job (POST /api/apply/packet: the resume file and the letter) and saved answers to the form's own
// questions (GET /api/apply-answers). Every profile value may be null: null means "leave the field".
export type ApplyProfile = {
  first_name: string | null;
  last_name: string | null;
  preferred_name: string | null;
  email: string | null;
  phone_country_code: string | null;
  phone: string | null;
  address: {
    street: string | null;
    city: string | null;
    region: string | null;
    postal_code: string | null;
    country: string | null;
  } | null;
  linkedin_url: string | null;
  github_url: string | null;
  website_url: string | null;
  current_company: string | null;
  current_title: string | null;
  years_experience: number | null;
  work_authorization: { country: string; authorized: boolean }[] | null;
  needs_sponsorship: boolean | null;
  willing_to_relocate: boolean | null;
  salary_expectation: {
    amount: number | null;
    currency: string | null;
    period: 'year' | 'month' | 'hour' | null;
  } | null;
  notice_period: string | null;
  earliest_start_date: string | null;
  pronouns: string | null;
  how_did_you_hear: string | null;
  self_identification: {
    gender: string | null;
    race_ethnicity: string | null;
    veteran_status: string | null;
    disability_status: string | null;
  } | null;
};

export type PacketFile = {
  filename: string;
  media_type: string;
  sha256: string;
  content_base64: string;
};

export type ApplyPacket = {
  application_id: string | null;
  resume: PacketFile | null;
  cover_letter: { text: string } | null;
};

/** Everything one fill needs; `answers` maps a form's question to the saved answer chosen for it. */
export type FillData = {
  profile: ApplyProfile;
  packet: ApplyPacket;
  answers: Record<string, string>;
};
