// How a phone lays out a text message: each line a paragraph of its own, its direction from its first strong
// letter (the Unicode bidi algorithm, UAX #9, as bidi-js implements it). Used by the SMS tests (ADR 0071).
import bidiJs from 'bidi-js';

// The package is CommonJS to TypeScript (its factory under `default`) and an ES module to Vite (the factory itself).
const loaded: unknown = bidiJs;
const bidiFactory = typeof loaded === 'function' ? (loaded as typeof bidiJs.default) : bidiJs.default;
const bidi = bidiFactory();

/** The text in display order, left to right, as the eye meets it on the screen. */
export function displayed(text: string): string {
  return text
    .split('\n')
    .map((line) => bidi.getReorderedString(line, bidi.getEmbeddingLevels(line, 'auto')))
    .join('\n');
}

/** Direction marks, embeddings, overrides and isolates: invisible, and boxes on many phones. */
export const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
