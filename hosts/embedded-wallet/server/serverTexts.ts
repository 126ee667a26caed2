import { createI18n, createLogger, DEFAULT_LOCALE, defineTexts, isSupportedLocale, matchLocale, type I18n, type Locale, type TextParams } from 'portico'
import { authMessages } from './errors'
import { socialMessages } from './social/socialService'

/**
 * What the auth server itself writes to a visitor (issue 21): its mails and the pages it renders
 * (device approval, notices, the social login popup). Namespace 'embedded-wallet-server'; English
 * here, each other locale a JSON file in `./locales`. The English of a refusal the API also
 * answers is that refusal's text.
 */
export const serverTexts = defineTexts({
  namespace: 'embedded-wallet-server',
  en: {
    // Mails (the code stays out of the subject: lock screens and mail lists show subjects)
    codeSubject: 'Your one-time code',
    codeLogin: 'Your one-time code to sign in to your wallet is {code}.\nIt expires in 10 minutes. Never share it.',
    codeEmailChange: 'Your one-time code to confirm your email change is {code}.\nIt expires in 10 minutes. Never share it.',
    codeNewEmail: 'Your one-time code to confirm your new email is {code}.\nIt expires in 10 minutes. Never share it.',
    deviceSubject: 'Approve this device',
    deviceMail: 'Someone is signing in to your wallet from a new device.\nApprove it (valid for 20 minutes, once): {link}\nIf this was not you, ignore this mail.',
    emailChangedSubject: 'Your wallet email was changed',
    emailChangedMail: {
      one: "The email of your wallet was changed from {oldEmail} to {newEmail}.\nFor {count} hour no new device can sign in and your key's recovery share stays locked.\nIf this was not you, contact support at once.",
      other: "The email of your wallet was changed from {oldEmail} to {newEmail}.\nFor {count} hours no new device can sign in and your key's recovery share stays locked.\nIf this was not you, contact support at once.",
    },
    // The device approval page and its notices
    approvalTitle: 'Approve this device?',
    approvalIntro: 'A device asked to sign in to your wallet. Approve it only if it is yours.',
    approvalBrowser: 'Browser',
    approvalIp: 'IP address',
    approvalAskedAt: 'Asked at',
    approvalUnknown: 'unknown',
    approvalButton: 'Approve this device',
    approvalIgnore: 'If this was not you, close this page: nothing is approved.',
    linkInvalidTitle: 'Link not valid',
    linkInvalid: authMessages.linkInvalid,
    notConfirmedTitle: 'Not confirmed',
    notConfirmed: 'Open the link from your email again and confirm there.',
    approvedTitle: 'Device approved',
    approved: 'You can go back to the app; it continues by itself.',
    notApprovedTitle: 'Device not approved',
    coolingOff: 'The email of this account was changed recently. New devices can sign in after {until}.',
    notApproved: 'This device could not be approved. Open the link from your email again later.',
    // The frame page for a project the server does not know (spec section 8)
    invalidProjectId: authMessages.unknownProject,
    // The social login popup
    socialConnectingTitle: 'Connecting…',
    socialConnecting: 'Opening the sign-in page of your provider.',
    socialFailedTitle: 'Sign-in failed',
    socialFailed: '{reason} Close this window to go back.',
    socialBadState: socialMessages.badState,
    socialRefused: socialMessages.providerRefused,
    socialTokenExchange: socialMessages.tokenExchange,
    socialIdentity: socialMessages.identity,
    socialUnknownProvider: socialMessages.unknownProvider,
    socialNotCompleted: 'The sign-in could not be completed.',
    socialSigningInTitle: 'Signing in',
    socialSigningIn: 'Signing in…',
    socialSignedIn: 'Signed in. You can close this window.',
    socialIncomplete: 'This sign-in link is incomplete. Close this window and try again.',
  },
  // One import instead of one per locale (./locales/loaders.ts holds them).
  locales: () => import('./locales/loaders'),
})

/** A key of the server's texts. */
export type ServerTextKey = keyof typeof serverTexts.en & string

/** The server's texts in one locale, and what a page needs to declare it. */
export type ServerTexts = {
  readonly locale: Locale
  readonly dir: 'ltr' | 'rtl'
  /** A text with its placeholders filled (numbers formatted for the locale). */
  t(key: ServerTextKey, params?: TextParams): string
  /** A moment as the locale writes a date and time, in UTC (the server does not know the visitor's zone). */
  date(ms: number): string
}

const logger = createLogger('warn')
/** One kernel `createI18n` per locale (each holds one current locale), made when first used. */
const instances = new Map<Locale, Promise<I18n>>()

/**
 * The server's texts in `locale`, its catalogue loaded (once per process); English when that
 * catalogue cannot be read.
 *
 * @example
 * const texts = await serverTextsIn('ja')
 * texts.t('codeSubject') // 'ワンタイムコード'
 */
export async function serverTextsIn(locale: Locale): Promise<ServerTexts> {
  let loading = instances.get(locale)
  if (!loading) {
    const i18n = createI18n({ locale: DEFAULT_LOCALE, logger, texts: [serverTexts] })
    // A catalogue that does not load never stops a mail or a page: this one is English, and the
    // next visitor tries the locale again.
    loading = i18n.setLocale(locale).then(
      () => i18n,
      (error: unknown) => {
        logger.warn(`Unable to load the ${locale} texts of the auth server; writing English`, error)
        instances.delete(locale)
        return i18n
      },
    )
    instances.set(locale, loading)
  }
  const i18n = await loading
  return {
    locale: i18n.locale,
    dir: i18n.dir,
    t: (key, params) => i18n.t(serverTexts, key, params),
    date: (ms) => i18n.formatDate(ms, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }),
  }
}

/**
 * The locale the browser prefers among those Portico ships (the `Accept-Language` header, by
 * weight, then order): a tag's exact locale, else its language's ('ja-JP' -> 'ja', 'pt-PT' ->
 * 'pt-BR'); English when none fits.
 *
 * @example
 * acceptLanguageLocale('fr-CH, fr;q=0.9, en;q=0.8') // 'fr'
 */
export function acceptLanguageLocale(header: string | undefined): Locale {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim())
      const weight = params.map((param) => /^q=([\d.]+)$/.exec(param)?.[1]).find((value) => value !== undefined)
      return { tag: tag.toLowerCase(), weight: weight === undefined ? 1 : Number(weight), index }
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  for (const { tag } of ranked) {
    const found = matchLocale(tag)
    if (found) return found
  }
  return DEFAULT_LOCALE
}

/**
 * The visitor's locale for a mail or a page: the one the wallet frame named (the modal's) when
 * Portico ships it, else the browser's `Accept-Language` best match, else English.
 *
 * @example
 * visitorLocale(body.locale, request.headers['accept-language'])
 */
export function visitorLocale(named: unknown, acceptLanguage: string | undefined): Locale {
  return isSupportedLocale(named) ? named : acceptLanguageLocale(acceptLanguage)
}
