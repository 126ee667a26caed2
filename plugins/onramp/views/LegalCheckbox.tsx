/**
 * The legal checkbox (`features.legalCheckbox`): the visitor agrees to the site's terms and
 * privacy policy (the config's `termsConditionsUrl` and `privacyPolicyUrl`, http(s) pages only)
 * before a buy can start.
 */
export function LegalCheckbox({ termsUrl, privacyUrl, checked, onChange }: { termsUrl: string | undefined; privacyUrl: string | undefined; checked: boolean; onChange: (checked: boolean) => void }) {
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer" style={{ color: 'inherit' }}>
      {text}
    </a>
  )
  return (
    <label className="pc-muted" style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
      <input type="checkbox" data-testid="onramp-legal" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        I agree to the {termsUrl && link(termsUrl, 'Terms of Service')}
        {termsUrl && privacyUrl && ' and the '}
        {privacyUrl && link(privacyUrl, 'Privacy Policy')}
      </span>
    </label>
  )
}
