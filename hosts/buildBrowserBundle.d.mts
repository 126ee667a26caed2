/** Bundles `entry` into `outfile` (one minified IIFE) and returns its path and size in bytes. */
export function buildBrowserBundle(options: { entry: string; outfile: string; define?: Record<string, string> }): Promise<{ file: string; bytes: number }>
