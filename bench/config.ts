/** What the benchmark measures, the targets, and the reference points it compares with. */

/** Bytes in a kB, as `npm run size` counts them. */
export const KB = 1000

/** The number of fresh runs when `--runs` is not given; the issue asks for the median of 7. */
export const DEFAULT_RUNS = 7

/** The page the visitor opens: the dev wallet approves, so the wallet list shows it installed. */
export const PAGE_QUERY = '?wallet=approve'

/** The dev wallet is a test fixture served by the static server: never counted as Portico's JS. */
export const DEV_WALLET_PATH = '/dev-wallet.js'

/** The wallet list row whose appearance ends the click -> painted measure. */
export const WALLET_ROW_NAME = 'Portico Dev Wallet'

/** The demo's connect button. */
export const CONNECT_BUTTON = '[data-testid="portico-connect-button"]'

/** Total blocking time keeps counting this long after the wallet list is painted. */
export const SETTLE_MS = 1000

/** How long one step (page load, network idle, the list appearing) may take before it is an error. */
export const STEP_TIMEOUT_MS = 30_000

/** The libraries the issue compares against (medians of 30 runs on this machine kind). */
export const REFERENCE_NAMES = ['AppKit', 'RainbowKit', 'ConnectKit'] as const
export type ReferenceName = (typeof REFERENCE_NAMES)[number]

/** Keys of the numbers one run produces. */
export type MetricId = 'jsBeforeClickKb' | 'jsAtListKb' | 'clickToListMs' | 'clickToRowMs' | 'totalBlockingMs' | 'heapMb' | 'outsideRequests' | 'devWalletKb'

/** How a metric is shown and judged. `target` is an upper bound; absent means report only. */
export type MetricSpec = {
  id: MetricId
  label: string
  unit: string
  digits: number
  target?: number
  references?: Record<ReferenceName, number>
}

/** The table's rows, in order. */
export const METRICS: readonly MetricSpec[] = [
  {
    id: 'jsBeforeClickKb',
    label: 'JS before click (gzip, incl. React)',
    unit: 'kB',
    digits: 1,
    target: 100,
    references: { AppKit: 828, RainbowKit: 640, ConnectKit: 551 },
  },
  { id: 'jsAtListKb', label: 'JS by wallet list visible (gzip)', unit: 'kB', digits: 1 },
  {
    id: 'clickToListMs',
    label: 'click -> wallet list painted',
    unit: 'ms',
    digits: 1,
    target: 30,
    references: { AppKit: 175, RainbowKit: 94, ConnectKit: 178 },
  },
  { id: 'clickToRowMs', label: '  of which: click -> row in DOM', unit: 'ms', digits: 1 },
  { id: 'totalBlockingMs', label: 'total blocking time, load + open', unit: 'ms', digits: 0 },
  { id: 'heapMb', label: 'JS heap after open (after GC)', unit: 'MB', digits: 2 },
  {
    id: 'outsideRequests',
    label: 'requests to other hosts',
    unit: 'count',
    digits: 0,
    target: 0,
    references: { AppKit: 25, RainbowKit: 2, ConnectKit: 2 },
  },
  { id: 'devWalletKb', label: 'dev wallet fixture JS (gzip, excluded)', unit: 'kB', digits: 1 },
]

/*
 * The host-app benchmark: minimal production Vite + React apps built from the packed tarball
 * outside the repository (the README's quick start, which installs the full default set, and the
 * same app with a plain page or the theme plugin only as its App.tsx), measured side by side
 * with the click made as soon as the button is usable.
 */

/** Fresh runs per host app when `--host-runs` is not given; the apps take turns run by run. */
export const DEFAULT_HOST_RUNS = 10

/** The full set's wallet frame origin (`emailAuth({ frameUrl })`): the benchmark answers it. */
export const FRAME_ORIGIN = 'https://wallet.example'

/** How long the wallet frame's origin takes to answer: a slow frame must hold nothing back. */
export const FRAME_DELAY_MS = 2000

/** The button that opens the wallet list in every host app (Portico's ConnectButton has it too). */
export const HOST_BUTTON = 'button[aria-haspopup="dialog"]'

/** The wallet list landmark: Portico's Connect view and the plain page's dialog both render it. */
export const WALLET_LIST = 'nav[aria-label="Wallets"]'

/** The dialog has settled once nothing in it changed (DOM, animations) for this long. */
export const QUIET_MS = 500
