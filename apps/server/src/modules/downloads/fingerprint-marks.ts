/** How a fingerprint reads wherever it is embedded: properties, the notice, the hidden sheet. */
export const FINGERPRINT_PATTERN = /FA-[A-Z2-7]{12}/;

/** The very hidden sheet that keeps the fingerprint when the notice row is deleted. */
export const HIDDEN_SHEET = 'fa_fingerprint';
