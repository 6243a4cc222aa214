// Loaded on first use: only an unencoded picture or an upload needs it, and loading is the costliest part of start-up.
// libvips' own cache is off because the pictures service already keeps its encoded answers.
import type sharpModule from 'sharp';

export type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
