// The FIN Admin's content consoles: institution logos, display-name overrides, user guide PDFs and
// the cards of FIN Profile and Advisor pages.
import { ADVISOR_SECTIONS } from './advisor.js';

export const CONTENT_LIMITS = {
  /** An institution logo: small images shown beside a name, never photographs. */
  maxLogoBytes: 512 * 1024,
  /** A user guide PDF. */
  maxGuideBytes: 20 * 1024 * 1024,
  maxDisplayName: 200,
  maxReason: 500,
  maxCardTitle: 120,
  maxCardDescription: 1_000,
  /** Metrics one card may list: one per formula type is the usual case, with room for fallbacks. */
  maxCardMetrics: 4,
  maxCardOrder: 999,
} as const;

/** The image types a logo may be, as its bytes (never its name) show them. */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];

export const CONTENT_MESSAGES = {
  chooseLogo: 'Validation failed. Choose the logo image to upload.',
  logoTooLarge: 'Validation failed. The logo is larger than 512 KB.',
  logoNotImage: 'Validation failed. The file is not a PNG, JPEG or SVG image.',
  /** An SVG carrying active content or outside references: `what` names the first one found. */
  svgUnsafe: (what: string) =>
    `Validation failed. The SVG contains ${what}. Logos may not carry scripts, event handlers, javascript: links, embedded HTML or references to other files.`,
  svgUnreadable: 'Validation failed. The SVG could not be read: save it as a plain SVG image and try again.',
  chooseGuide: 'Validation failed. Choose the PDF user guide to upload.',
  guideTooLarge: 'Validation failed. The PDF is larger than 20 MB.',
  guideNotPdf: 'Validation failed. The file is not a PDF: choose a PDF document.',
  noGuideModule: 'There is no such module.',
  institutionNotFound: 'Institution not found.',
  noOverride: 'That institution has no display-name override.',
  noLogo: 'That institution has no uploaded logo.',
  noUpload: 'That module has no uploaded user guide.',
  cardNotFound: 'Profile card not found.',
} as const;

/** A page whose cards the FIN Admin edits: FIN Profile's headline figures, each Advisor profit, growth and risk page. */
export type ProfileCardSection = { id: string; name: string; section: string };

/** The headline figures of FIN Profile's Bank Profile section. */
export const FIN_PROFILE_CARD_SECTION = 'bank_profile';

export const PROFILE_CARD_SECTIONS: readonly ProfileCardSection[] = [
  { id: FIN_PROFILE_CARD_SECTION, name: 'Bank Profile figures', section: 'FIN Profile' },
  ...ADVISOR_SECTIONS.filter((s) => s.performance).flatMap((s) =>
    s.pages.map((p) => ({ id: p.id, name: p.name, section: `Advisor ${s.name}` })),
  ),
];
