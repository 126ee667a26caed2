/**
 * The modal's busy indicator: a `progressbar` named by `label`, styled by the modal's sheet.
 *
 * @example
 * import { Spinner } from 'portico/react'
 * export const Waiting = () => <Spinner label="Waiting for the wallet" />
 */
export const Spinner = ({ label }: { label: string }) => <div className="pc-spinner" role="progressbar" aria-label={label} />
