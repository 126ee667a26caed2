/** Small inline icons: React elements, never HTML strings. */
const svg = { width: 16, height: 16, viewBox: '0 0 16 16', fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round' as const, 'aria-hidden': true }

export const CloseIcon = () => (
  <svg {...svg}>
    <path d="M4 4l8 8M12 4l-8 8" />
  </svg>
)
export const BackIcon = () => (
  <svg {...svg}>
    <path d="M10 3L5 8l5 5" />
  </svg>
)
export const CopyIcon = () => (
  <svg {...svg}>
    <rect x="5" y="5" width="8" height="8" rx="1.5" />
    <path d="M3 10V4a1 1 0 011-1h6" />
  </svg>
)
