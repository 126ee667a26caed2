// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { configFromObject, configFromPage, configFromStrings } from './config.js'

const fromQuery = (query: string) => {
  const params = new URLSearchParams(query)
  return configFromStrings((name) => params.get(name))
}

describe('config', () => {
  it('args: rpc, chainId, mode and flags from a query string', () => {
    expect(fromQuery('rpc=http://127.0.0.1:8545&chainId=31337&mode=prompt&legacy=1&solana=0&keys=0xaa,0xbb')).toEqual({
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Chain 31337' }],
      mode: 'prompt',
      legacy: true,
      solana: false,
      keys: ['0xaa', '0xbb'],
    })
    expect(fromQuery('chains=' + encodeURIComponent('[{"chainId":"0x1","rpcUrl":"http://a.test","name":"A"}]')).chains).toEqual([
      { chainId: 1, rpcUrl: 'http://a.test', name: 'A' },
    ])
  })

  it('error: an unknown mode, a bad chain id or an unknown Bitcoin protocol throws', () => {
    expect(() => fromQuery('mode=sometimes')).toThrow(/approval mode/)
    expect(() => fromQuery('chainId=-1')).toThrow()
    expect(() => fromQuery('bitcoinProtocol=leather')).toThrow('Unknown Bitcoin protocol: leather (one of sats-connect, wallet-standard, unisat)')
  })

  it('args: bitcoinProtocol picks how the Bitcoin keys are offered', () => {
    expect(fromQuery('bitcoinProtocol=wallet-standard')).toEqual({ bitcoinProtocol: 'wallet-standard' })
    expect(fromQuery('bitcoinProtocol=unisat&bitcoin=1')).toEqual({ bitcoinProtocol: 'unisat', bitcoin: true })
  })

  it('behavior: query < data-* < window.__porticoDevWalletConfig', () => {
    const script = document.createElement('script')
    script.src = '/dev-wallet.js?rpc=http://127.0.0.1:1111&chainId=31337&mode=hold&approveSwitchChain=true'
    script.dataset.mode = 'prompt'
    window.__porticoDevWalletConfig = { chains: [{ chainId: 10, rpcUrl: 'http://op.test', name: 'OP' }], legacy: true }
    const config = configFromPage(script, window)
    delete window.__porticoDevWalletConfig
    expect(config).toEqual({
      chains: [{ chainId: 10, rpcUrl: 'http://op.test', name: 'OP' }],
      mode: 'prompt',
      approveSwitchChain: true,
      legacy: true,
    })
    expect(configFromPage(null, window)).toEqual({})
    expect(configFromObject('nonsense')).toEqual({})
  })
})
