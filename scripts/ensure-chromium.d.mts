/** Path of the system Chromium, or undefined when none is installed. */
export function findChromium(): string | undefined
/** Path of the system Chromium; installs Debian's `chromium` with apt-get as root when missing. */
export function ensureChromium(): string
