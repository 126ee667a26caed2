import type { Rollup } from 'vite'

/** The README's quick-start app: the template every host app here is made from. */
export const QUICKSTART_DIR: string
/** Where the host app is installed, outside the repository; kept between runs. */
export const HOST_APP_DIR: string
/** Packages that load on first use and must never be in the page's first chunks. */
export const LAZY_ONLY_PACKAGES: readonly string[]
/** Packs the package in `from` (default: this repository) into `destination`; returns the tarball's path. */
export function packPortico(destination: string, from?: string): string
/** Runs `use(HOST_APP_DIR)` while holding the host app (one process at a time). */
export function withHostApp<T>(use: (dir: string) => Promise<T>): Promise<T>
/** `npm install` of the quick-start app in `dir` with portico from `tarball` (and extra `devDependencies`); returns the milliseconds it took. */
export function installHostApp(dir: string, tarball: string, options?: { devDependencies?: Record<string, string> }): number
/** Builds the app in `dir` for production into `outDir`, with `overlay` (path -> text) over the template's sources. */
export function buildHostApp(dir: string, options: { outDir: string; overlay?: Record<string, string> }): Promise<{ output: (Rollup.OutputChunk | Rollup.OutputAsset)[]; ms: number }>
/** The entry chunks and the chunks they import statically. */
export function initialChunks(output: readonly (Rollup.OutputChunk | Rollup.OutputAsset)[]): Rollup.OutputChunk[]
/** The package a module id belongs to (its innermost node_modules folder), or undefined. */
export function packageOf(id: string): string | undefined
/** The modules of lazy-only packages in `chunks`. */
export function lazyOnlyModules(chunks: readonly Pick<Rollup.OutputChunk, 'fileName' | 'modules'>[]): { chunk: string; module: string }[]
/** A scratch folder outside the repository. */
export function scratchDir(prefix: string): string
/** The template's files, relative to it. */
export function quickstartFiles(dir?: string): string[]
/** What the README shows of the quick-start app, as `path -> text`. */
export function quickstartBlocks(markdown: string): Map<string, string>
/** Where the README's quick start and the template (`path -> text`) differ. */
export function quickstartDifferences(markdown: string, files: ReadonlyMap<string, string>): string[]
