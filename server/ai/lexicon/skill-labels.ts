import 'server-only';

/**
 * Labels that introduce a list of skills: "Tech: Meteor, Git", "Languages: Python, Go", "Tools",
 * "Fields: Consulting, Project Management" (as a key in a profile block or a sidebar heading).
 */
export const skillLabelPattern =
  /^(?:(?:technical|programming|core|key|professional|software|scripting|spoken|other|main)\s+)?(?:skills?|languages?|tech|technolog(?:y|ies)|tech(?:nology)?\s+stack|stack|tools?|frameworks?|librar(?:y|ies)|platforms?|databases?|cloud|devops|software|fields?(?:\s+of\s+(?:expertise|work))?|areas?\s+of\s+expertise|expertise|competenc(?:e|ies)|methodolog(?:y|ies)|operating\s+systems?|os)(?:\s*(?:&|and|\/)\s*(?:tools|technologies|frameworks|libraries|platforms|databases|languages))?$/i;
