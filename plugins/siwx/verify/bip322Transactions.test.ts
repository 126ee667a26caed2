import { bech32, bech32m } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { bip322MessageHash, bip322ToSignTxid, bip322ToSpendTxid } from './bip322Transactions'
import { bitcoinAddressPayload, bitcoinScriptPubKey } from './bitcoinAddress'

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
/** Transaction ids are shown byte-reversed. */
const txid = (bytes: Uint8Array) => hex(Uint8Array.from(bytes).reverse())

// bitcoin/bips bip-0322/basic-test-vectors.json, "tx_hashes" (the BIP's P2WPKH address).
const ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const TX_HASHES = [
  { message: '', messageHash: 'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1', toSpend: 'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7', toSign: '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6' },
  { message: 'Hello World', messageHash: 'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a', toSpend: 'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b', toSign: '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf' },
  { message: 'UTF-8 support: öäüéàè 测试文本 \u{1F604}', messageHash: '43936b237ea38c7794eb5d755e0d220b6db92ebfc5c8f482759d22b1286376d7', toSpend: 'c8f4f525fe8afb1bc09b44175bd2096f079c98425e8a1be676b712add1fb62f0', toSign: '8f488e06b89eafd019ec528109eafaf7f1d1811fd617aa1eeb9658f1c1be6586' },
]

describe('§4 BIP-322 virtual transactions', () => {
  test.each(TX_HASHES)('§4 behavior: message hash, to_spend and to_sign ids match the BIP vectors ($message)', ({ message, messageHash, toSpend, toSign }) => {
    const scriptPubKey = bitcoinScriptPubKey(bitcoinAddressPayload(ADDRESS))
    if (!scriptPubKey) throw new Error('P2WPKH has a scriptPubKey')
    expect(hex(bip322MessageHash(message))).toBe(messageHash)
    expect(txid(bip322ToSpendTxid(scriptPubKey, message))).toBe(toSpend)
    expect(txid(bip322ToSignTxid(scriptPubKey, message))).toBe(toSign)
  })

  test('§4 behavior: address payloads and scriptPubKeys of every single-key kind; P2WSH is "other"', () => {
    const spk = (address: string) => hex(bitcoinScriptPubKey(bitcoinAddressPayload(address)) ?? new Uint8Array())
    expect(spk('14vV3aCHBeStb5bkenkNHbe2YAFinYdXgc')).toMatch(/^76a914[0-9a-f]{40}88ac$/)
    expect(spk('3HSVzEhCFuH9Z3wvoWTexy7BMVVp3PjS6f')).toMatch(/^a914[0-9a-f]{40}87$/)
    // Witness programs as @scure/base decodes them (an independent bech32 / bech32m decoder).
    const program = (coder: typeof bech32, address: string) => hex(coder.fromWords(coder.decode(address as `${string}1${string}`).words.slice(1)))
    expect(spk(ADDRESS)).toBe(`0014${program(bech32, ADDRESS)}`)
    const taproot = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
    expect(spk(taproot)).toBe(`5120${program(bech32m, taproot)}`)
    // Upper case bech32m is the same address.
    expect(spk('BC1PPV609NR0VR25U07U95WAQ5LUCWFM6TDE4NYDUJNU8NPG4Q75MR5SXQ8LT3')).toBe(spk('bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'))
    expect(bitcoinAddressPayload('bc1qp0ahvfh83088w49k405szqgg4f3pptr7p2g06tdxfjcd40z4lh4q95lsz9')).toEqual({ type: 'other' })
    expect(() => bitcoinAddressPayload('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0m')).toThrow(TypeError)
  })
})
