/**
 * sharp (libvips) is loaded on first use: serving the store needs it only for a picture not yet
 * encoded and for uploads, and loading it was the largest single part of the server's start-up
 * and about 8 MiB of its memory at rest (issue 15). libvips' own operation cache is turned off:
 * the pictures service keeps its encoded answers itself (pictures.service.ts), so a second cache of
 * decoded images would only hold memory.
 */
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
