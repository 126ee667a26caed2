export const Spinner = ({ label }: { label: string }) => <div className="pc-spinner" role="progressbar" aria-label={label} />
