import * as z from 'zod/mini'
import { privateKeyToAccount } from 'viem/accounts'
import { classifyRpcMethod } from '../../../plugins/email-auth/rpcMethods'
import { SOCIAL_RESULT_PATH, type AppEventType, type FrameReply, type FrameUser } from '../../../plugins/email-auth/protocol'
import { callApi, ServerError, serverUserSchema, type ProjectConfig, type ServerUser } from './api'
import { chainClient, createAccountRunner, toViemChain, type RunnerAccountType } from './accountRunner'
import { askApproval, type ApprovalDetails } from './approval'
import { askCode } from './codeEntry'
import { frameLocale, frameLocaleOf, ft, setFrameLocale } from './frameI18n'
import type { FrameTextKey } from './texts'
import { createFeeQuoter, feeRow } from './networkFee'
import { describeRequest, forwardRead, FrameRpcError, requestAccount, signRequest, transactionCall } from './signer'
import { createBundleStore } from './callsBundle'
import { handleWalletCalls } from './sendCalls'
import { getSmartAccountState } from './smartAccount'
import { createBundlerClient } from './smartAccountBundler'
import { accountTypeOf, resolveAccounts, type ResolvedAccounts } from './smartAccountUser'
import { createKeyCustody } from './keyCustody'
import { loadDeviceShare, saveDeviceShare, toHex } from './vault'

const actionSchema = z.object({ action: z.enum(['VERIFY_OTP', 'VERIFY_DEVICE']) })
const deviceStatusSchema = z.object({ action: z.enum(['VERIFY_OTP', 'PENDING']) })
const userReply = z.object({ user: serverUserSchema })
const sharesSchema = z.object({ serverShare: z.string(), recoveryShare: z.optional(z.string()) })
const socialStartSchema = z.object({ uri: z.string(), flowId: z.string() })
const farcasterStartSchema = z.object({ url: z.string(), flowId: z.string() })
const socialPollSchema = z.union([z.object({ status: z.literal('pending') }), z.object({ status: z.literal('done'), user: serverUserSchema })])
const updateSchema = z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) })

/** Farcaster: the relay channel is asked every 1.5 s while the visitor approves in their wallet (5 min at most). */
const FARCASTER_POLL_MS = 1500
const FARCASTER_WAIT_MS = 5 * 60_000
/** Device polling: every 1.5 s, for at most the host's 30 s device timeout. */
const DEVICE_POLL_MS = 1500
const DEVICE_WAIT_MS = 30_000

/** Everything the frame knows; none of it is ever posted to the host. */
export type WalletContext = {
  project: ProjectConfig
  projectId: string
  parentOrigin: string
  chainId: number
  /** The network the visitor last saw in an approval (at first the frame's starting one). */
  shownChainId: number
  dappName?: string | undefined
  approvalHooks: { show(): void; hide(): void }
}

type Handler<T extends AppEventType> = (payload: unknown, context: WalletContext) => Promise<FrameReply<T>>

/**
 * The frame's side of each app event. Keys and tokens stay here: replies carry only the user's
 * public data, signatures and transaction hashes.
 */
export function createWallet() {
  let pendingEmail: string | undefined
  /** The social flow this frame started: polled by its id; its user once the poll finished it. */
  let socialFlow: { flowId: string; user?: ServerUser } | undefined
  /** The popup's result and the poll take turns, so the second to arrive sees the first's user. */
  let socialTurn: Promise<unknown> = Promise.resolve()
  const inSocialTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = socialTurn.then(work)
    socialTurn = run.catch(() => undefined)
    return run
  }
  const api = <T>(path: string, schema: z.ZodMiniType<T>, body?: unknown) => callApi(path, schema, { body })
  const currentUser = async () => (await api('/v1/session', userReply, {})).user
  /** The signed-in user, or null when this device has no (live) session. */
  const signedInUser = async () => (await api('/v1/session/current', z.object({ user: z.nullable(serverUserSchema) }), {})).user
  const bundler = createBundlerClient((path, schema, body) => callApi(path, schema, { body }))
  /** The dapp's account-type preference from GET_USER, for a visitor who never chose one. */
  let accountHint: RunnerAccountType | undefined
  /** EIP-5792 batches with app-chosen ids (wallet ids carry their own facts). */
  const bundles = createBundleStore()

  const { ensureKey, withKey } = createKeyCustody({
    server: {
      currentUser,
      store: async (shares) => (await api('/v1/wallet/shares', userReply, shares)).user,
      read: (recovery) => api('/v1/wallet/shares/read', sharesSchema, { recovery }),
    },
    device: { load: loadDeviceShare, save: saveDeviceShare },
  })

  /** The user's EOA and smart account on the frame's chain, the preferred one first (spec section 3). */
  const accountsOf = (user: ServerUser, context: WalletContext): Promise<ResolvedAccounts> => {
    if (!user.address) throw new Error('This account has no wallet yet')
    return resolveAccounts({ owner: user.address as `0x${string}`, chain: chainOf(context), preferred: user.preferredAccountType, hint: accountHint })
  }
  const toFrameUser = async (user: ServerUser, context: WalletContext): Promise<FrameUser> => {
    const resolved = await accountsOf(user, context)
    return {
      email: user.email,
      ...(user.socialProvider ? { socialProvider: user.socialProvider } : {}),
      ...(user.userName ? { userName: user.userName } : {}),
      address: resolved.address,
      chainId: context.chainId,
      accounts: resolved.accounts,
      smartAccountDeployed: resolved.smartAccount?.deployed ?? false,
      preferredAccountType: resolved.type,
    }
  }
  /** The Farcaster sign-in this frame started last (its flow id never leaves the frame). */
  let farcasterFlowId: string | undefined

  const handlers: { [T in AppEventType]: Handler<T> } = {
    async CONNECT_EMAIL(payload) {
      const { email } = payload as { email: string }
      const user = await signedInUser()
      if (user && user.email === email.toLowerCase()) return { action: 'CONNECT' }
      pendingEmail = email.toLowerCase()
      // The frame's locale goes with every request that mails the visitor (issue 21).
      return api('/v1/email/connect', actionSchema, { email, locale: frameLocale() })
    },
    async CONNECT_DEVICE() {
      if (!pendingEmail) throw new Error('Submit an email first')
      const started = Date.now()
      while (Date.now() - started < DEVICE_WAIT_MS) {
        const { action } = await api('/v1/device/status', deviceStatusSchema, { email: pendingEmail, locale: frameLocale() })
        if (action === 'VERIFY_OTP') return {}
        await new Promise((resolve) => setTimeout(resolve, DEVICE_POLL_MS))
      }
      throw new Error('The device was not approved in time')
    },
    /** The code is typed into the frame's own field (codeEntry.ts), never the host's page. */
    async CONNECT_OTP(_payload, context) {
      const email = pendingEmail
      if (!email) throw new Error('Submit an email first')
      let user: ServerUser | undefined
      await askCode({
        title: ft('enterCode'),
        text: ft('codeSentExpires', { email }),
        submit: (otp) => refusalOf(async () => void ({ user } = await api('/v1/otp/verify', userReply, { email, otp }))),
      }, context.approvalHooks)
      if (!user) throw new Error('The code was not verified')
      await ensureKey(user)
      pendingEmail = undefined
      return {}
    },
    async GET_USER(payload, context) {
      const { chainId, preferredAccountType } = payload as { chainId?: number | string; preferredAccountType?: RunnerAccountType }
      if (chainId !== undefined) switchChain(context, chainId)
      if (preferredAccountType) accountHint = preferredAccountType
      return toFrameUser(await ensureKey(await currentUser()), context)
    },
    async IS_CONNECTED() {
      const user = await signedInUser()
      return { isConnected: Boolean(user?.address) }
    },
    async SIGN_OUT() {
      await api('/v1/session/sign-out', z.object({ ok: z.boolean() }))
      return {}
    },
    async SWITCH_NETWORK(payload, context) {
      return { chainId: switchChain(context, (payload as { chainId: number | string }).chainId) }
    },
    GET_CHAIN_ID: async (_payload, context) => ({ chainId: context.chainId }),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: async (_payload, context) => ({
      smartAccountEnabledNetworks: context.project.chains.filter((chain) => chain.smartAccount).map((chain) => chain.chainId),
    }),
    async INIT_SMART_ACCOUNT(_payload, context) {
      const user = await ensureKey(await currentUser())
      const chain = chainOf(context)
      if (!chain.smartAccount || !user.address) throw new Error('Smart accounts are not available on this network')
      const state = await getSmartAccountState(chainClient(chain), chain.smartAccount, user.address as `0x${string}`)
      return { address: state.address, isDeployed: state.deployed }
    },
    async SET_PREFERRED_ACCOUNT(payload, context) {
      const { type } = payload as { type: RunnerAccountType }
      if (type === 'smartAccount' && !chainOf(context).smartAccount) throw new Error('Smart accounts are not available on this network')
      const { user } = await api('/v1/account/preferred', userReply, { type })
      const resolved = await accountsOf(user, context)
      return { type: resolved.type, address: resolved.address }
    },
    async RPC_REQUEST(payload, context) {
      const { method, params } = payload as { method: string; params?: unknown }
      const kind = classifyRpcMethod(method)
      if (kind === 'unknown') throw new FrameRpcError('Requested RPC call is not allowed', 4200)
      const user = await ensureKey(await currentUser())
      if (method === 'eth_chainId') return { result: `0x${context.chainId.toString(16)}` }
      const chain = chainOf(context)
      const resolved = await accountsOf(user, context)
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return { result: resolved.accounts.map((account) => account.address) }
      const quoteFee = createFeeQuoter(chain)
      const currency = toViemChain(chain).nativeCurrency
      // EIP-5792 (sendCalls.ts): wallet_sendCalls, wallet_getCallsStatus, wallet_getCapabilities.
      const calls = await handleWalletCalls(method, params, {
        chainId: chain.chainId,
        chains: context.project.chains,
        accounts: resolved.accounts,
        activeType: resolved.type,
        store: bundles,
        quoteFee,
        currency,
        approve: (request) => approve(context, request),
        withRunner: (type, run) => withKey(user, async (secret) => run(await createAccountRunner({ type, owner: privateKeyToAccount(`0x${toHex(secret)}`), chain, bundler }))),
        read: (chainId, rpcMethod, rpcParams) => forwardRead(rpcUrlOf(context, chainId), rpcMethod, rpcParams),
      })
      if (calls) return calls
      if (kind === 'safe') return { result: await forwardRead(chain.rpcUrl, method, params) }
      // The request names the EOA or the smart account (no `from`: the active one).
      const type = accountTypeOf(resolved, requestAccount(method, params))
      if (!type) throw new FrameRpcError('Unknown account', 4100)
      const from = resolved.accounts.find((account) => account.type === type)?.address ?? resolved.address
      const description = describeRequest(method, params, from)
      // A transaction shows its network fee, refused above the chain's cap before the visitor is asked (issue 14).
      const fee = method === 'eth_sendTransaction' ? await quoteFee(type, from as `0x${string}`, [transactionCall(params)]) : undefined
      const rows: [string, string][] = [
        ...description.rows,
        ...(fee ? [feeRow(fee, currency)] : []),
        [ft('accountType'), type === 'smartAccount' ? ft('smartAccountSponsored') : ft('standardAccount')],
      ]
      const approved = await approve(context, { ...description, rows })
      if (!approved) throw new FrameRpcError('User rejected the request.', 4001)
      const result = await withKey(user, async (secret) => {
        const owner = privateKeyToAccount(`0x${toHex(secret)}`)
        const runner = await createAccountRunner({ type, owner, chain, bundler })
        return signRequest({ method, params, runner, fee: fee && !fee.sponsored ? fee.quotes[0] : undefined })
      })
      return { result }
    },
    /**
     * Email update, all of it inside the frame (issue 14, High 2): the visitor approves the change
     * in the panel (clickjacking guard), then types the code from the current address
     * (VERIFY_PRIMARY_OTP) and the one from the new address (VERIFY_SECONDARY_OTP) into the
     * frame's own field. The host only asks; it can neither approve nor hand in a code.
     */
    async UPDATE_EMAIL(payload, context) {
      const newEmail = (payload as { email: string }).email.toLowerCase()
      const user = await currentUser()
      const currentEmail = user.email
      if (currentEmail === null) throw new Error('This account signs in with a social login and has no email to change')
      const approved = await approve(context, {
        title: ft('changeEmail'),
        rows: [[ft('currentEmail'), currentEmail], [ft('newEmail'), newEmail]],
        note: ft('changeEmailNote'),
      })
      if (!approved) throw new FrameRpcError('User rejected the request.', 4001)
      await api('/v1/email/update', updateSchema, { newEmail, locale: frameLocale() })
      await askCode({
        title: ft('confirmCurrentEmail'),
        text: ft('codeSent', { email: currentEmail }),
        submit: (otp) => refusalOf(() => api('/v1/email/update/primary', updateSchema, { otp, locale: frameLocale() })),
      }, context.approvalHooks)
      let updated: ServerUser | undefined
      await askCode({
        title: ft('confirmNewEmail'),
        text: ft('codeSent', { email: newEmail }),
        submit: (otp) => refusalOf(async () => void ({ user: updated } = await api('/v1/email/update/secondary', userReply, { otp, locale: frameLocale() }))),
      }, context.approvalHooks)
      if (!updated?.email) throw new Error('The new email was not confirmed')
      return { newEmail: updated.email }
    },
    SYNC_THEME: async () => ({}),
    /** The modal's locale changed (portico.setLocale): later panels show it; one already open keeps its texts. */
    async SET_LOCALE(payload) {
      await setFrameLocale(frameLocaleOf((payload as { locale: string }).locale), document)
      return {}
    },
    async SYNC_DAPP_DATA(payload, context) {
      context.dappName = (payload as { metadata?: { name: string } }).metadata?.name.slice(0, 60)
      return {}
    },
    RELOAD: async () => {
      setTimeout(() => location.reload(), 0)
      return {}
    },
    /**
     * Social login, step 1 (issue 19): the auth server starts an authorization-code flow bound to
     * this device's cookie and the host origin, and answers the provider's URL for the popup.
     */
    async GET_SOCIAL_REDIRECT_URI(payload, context) {
      const { provider, returnUrl } = payload as { provider: string; returnUrl?: string }
      // The frame's locale: the pages of the provider's return speak it (issue 21).
      const { uri, flowId } = await api('/v1/social/start', socialStartSchema, { provider, projectId: context.projectId, hostOrigin: context.parentOrigin, returnUrl, locale: frameLocale() })
      // The flow id stays in the frame: the host only ever sees the provider's URL.
      socialFlow = { flowId }
      return { uri }
    },
    /**
     * Step 2: the result URI the popup handed to the host. Only one on this frame's own origin
     * counts; the server redeems its one-time code only for this device. When this frame's poll
     * finished the flow first, its user is the answer.
     */
    async CONNECT_SOCIAL(payload, context) {
      const uri = new URL((payload as { uri: string }).uri, location.origin)
      const resultCode = uri.searchParams.get('code')
      if (uri.origin !== location.origin || uri.pathname !== SOCIAL_RESULT_PATH || !resultCode) throw new Error('Untrusted Origin')
      const user = await inSocialTurn(async () => socialFlow?.user ?? ensureKey((await api('/v1/social/redeem', userReply, { resultCode })).user))
      socialFlow = undefined
      return toFrameUser(user, context)
    },
    /**
     * Step 2 without the popup (a provider's Cross-Origin-Opener-Policy severs its opener): the
     * auth server is asked for the flow this frame started; null while the visitor is still there.
     */
    async POLL_SOCIAL(_payload, context) {
      const flow = socialFlow
      if (!flow) throw new Error('No social sign-in is in progress')
      const user = await inSocialTurn(async () => {
        if (flow.user) return flow.user
        const polled = await api('/v1/social/poll', socialPollSchema, { flowId: flow.flowId })
        // Kept with its key in place: a late popup result then answers with this very user.
        if (polled.status === 'done') flow.user = await ensureKey(polled.user)
        return flow.user
      })
      return { user: user ? await toFrameUser(user, context) : null }
    },
    /**
     * Sign In With Farcaster, step 1 (issue 19): the auth server opens a relay channel for this
     * device; the host shows its URL as a QR code and link for the visitor's Farcaster wallet.
     */
    async GET_FARCASTER_URI(_payload, context) {
      const { url, flowId } = await api('/v1/farcaster/start', farcasterStartSchema, { projectId: context.projectId, hostOrigin: context.parentOrigin })
      farcasterFlowId = flowId
      return { url }
    },
    /**
     * Step 2: waits until the visitor approved in their wallet; the server verifies the signed
     * message against the fid's custody address. A newer step 1, or CANCEL_FARCASTER, ends this wait.
     */
    async CONNECT_FARCASTER(_payload, context) {
      const flowId = farcasterFlowId
      if (!flowId) throw new Error('No Farcaster sign-in is in progress')
      const started = Date.now()
      while (Date.now() - started < FARCASTER_WAIT_MS && farcasterFlowId === flowId) {
        const polled = await api('/v1/farcaster/poll', socialPollSchema, { flowId })
        if (polled.status === 'done') {
          farcasterFlowId = undefined
          return toFrameUser(await ensureKey(polled.user), context)
        }
        await new Promise((resolve) => setTimeout(resolve, FARCASTER_POLL_MS))
      }
      throw new Error(farcasterFlowId === flowId ? 'The Farcaster sign-in was not approved in time' : 'The Farcaster sign-in was cancelled')
    },
    /** The visitor left ConnectingFarcaster: the wait above ends and never signs this flow in. */
    async CANCEL_FARCASTER() {
      farcasterFlowId = undefined
      return {}
    },
  }
  return handlers
}

/** The auth server's code refusals the panel shows in the frame's locale, by error code (server/otpStore.ts, rateLimits.ts). */
const codeRefusalKeys: Readonly<Record<string, FrameTextKey>> = {
  invalid_code: 'codeInvalid',
  expired_code: 'codeExpired',
  used_code: 'codeUsed',
  burned_code: 'codeBurned',
  no_code: 'codeMissing',
  rate_limited: 'tooManyAttempts',
}

/**
 * Runs one code check: undefined when the server took the code, else its refusal for the panel
 * (a known code refusal in the frame's locale, another as the server wrote it).
 *
 * @example
 * const refusal = await refusalOf(() => api('/v1/otp/verify', userReply, { email, otp }))
 */
export async function refusalOf(check: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await check()
    return undefined
  } catch (error) {
    if (!(error instanceof ServerError)) throw error
    const key = Object.hasOwn(codeRefusalKeys, error.code) ? codeRefusalKeys[error.code] : undefined
    return key ? ft(key) : error.message
  }
}

const networkLabel = (chain: { name: string; chainId: number }) => `${chain.name} (${chain.chainId})`

/**
 * Shows a request in the approval panel with where it comes from and its network (issue 14).
 * The host may switch the frame's network, never silently: when it changed since the visitor
 * last saw it, the panel says from which to which.
 */
function approve(context: WalletContext, details: ApprovalDetails): Promise<boolean> {
  const chain = chainOf(context)
  const previous = context.shownChainId === chain.chainId ? undefined : context.project.chains.find((c) => c.chainId === context.shownChainId)
  context.shownChainId = chain.chainId
  return askApproval({
    ...details,
    origin: context.parentOrigin,
    dappName: context.dappName,
    network: networkLabel(chain),
    networkNotice: previous ? ft('networkSwitched', { from: networkLabel(previous), to: networkLabel(chain) }) : undefined,
  }, context.approvalHooks)
}

/** The RPC endpoint of a project chain (5710 for any other chain). */
function rpcUrlOf(context: WalletContext, chainId: number): string {
  const chain = context.project.chains.find((c) => c.chainId === chainId)
  if (!chain) throw new FrameRpcError(`Unsupported chain id 0x${chainId.toString(16)}`, 5710)
  return chain.rpcUrl
}

/** The frame's current chain from the project config. */
function chainOf(context: WalletContext): ProjectConfig['chains'][number] {
  const chain = context.project.chains.find((c) => c.chainId === context.chainId)
  if (!chain) throw new FrameRpcError('Chain is not supported', 4901)
  return chain
}

function switchChain(context: WalletContext, chainId: number | string): number {
  const id = typeof chainId === 'number' ? chainId : Number(String(chainId).replace(/^eip155:/, ''))
  if (!context.project.chains.some((chain) => chain.chainId === id)) throw new FrameRpcError('Chain is not supported', 4901)
  context.chainId = id
  return id
}
