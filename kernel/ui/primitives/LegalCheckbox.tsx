import { Fragment, type ReactNode } from 'react'
import { kernelTexts } from '../../i18n/kernelTexts'
import { useContextI18n } from '../useTexts'

/** Props of {@link LegalCheckbox}. */
export type LegalCheckboxProps = {
  /** Terms of service page (the config's `termsConditionsUrl`, http(s) only). */
  termsUrl: string | undefined
  /** Privacy policy page (the config's `privacyPolicyUrl`, http(s) only). */
  privacyUrl: string | undefined
  checked: boolean
  onChange: (checked: boolean) => void
  /** `data-testid` of the checkbox. */
  testId?: string
}

/**
 * The legal checkbox (`features.legalCheckbox`, spec section 1): the visitor agrees to the site's
 * terms and privacy policy before going on, in the current locale. Each link opens in a new tab.
 *
 * @example
 * import { LegalCheckbox } from 'portico/react'
 * <LegalCheckbox termsUrl="https://dapp.example/terms" privacyUrl={undefined} checked={agreed} onChange={setAgreed} />
 */
export function LegalCheckbox({ termsUrl, privacyUrl, checked, onChange, testId = 'legal-checkbox' }: LegalCheckboxProps) {
  const i18n = useContextI18n()
  const text = (key: 'termsOfService' | 'privacyPolicy' | 'legalTermsAndPrivacy' | 'legalTerms' | 'legalPrivacy') => (i18n ? i18n.t(kernelTexts, key) : kernelTexts.en[key])
  const links: Record<string, ReactNode> = {
    '{terms}': termsUrl ? link(termsUrl, text('termsOfService')) : undefined,
    '{privacy}': privacyUrl ? link(privacyUrl, text('privacyPolicy')) : undefined,
  }
  // The sentence in the locale's word order; its placeholders become the links.
  const sentence = text(termsUrl && privacyUrl ? 'legalTermsAndPrivacy' : termsUrl ? 'legalTerms' : 'legalPrivacy')
  return (
    <label className="pc-muted pc-legal">
      <input type="checkbox" data-testid={testId} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        {sentence.split(/(\{terms\}|\{privacy\})/).map((part, index) => (
          <Fragment key={index}>{links[part] ?? part}</Fragment>
        ))}
      </span>
    </label>
  )
}

function link(href: string, text: string) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" style={{ color: 'inherit' }}>
      {text}
    </a>
  )
}

/**
 * Whether the legal checkbox is shown: `features.legalCheckbox` on and at least one page to link.
 *
 * @example
 * import { needsLegalCheckbox } from 'portico/react'
 * needsLegalCheckbox(portico.config) // false by default
 */
export function needsLegalCheckbox(config: { features: { legalCheckbox: boolean }; termsConditionsUrl: string | undefined; privacyPolicyUrl: string | undefined }): boolean {
  return config.features.legalCheckbox && Boolean(config.termsConditionsUrl || config.privacyPolicyUrl)
}
