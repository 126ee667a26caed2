import { describe, expect, test } from 'vitest'
import { transactionDescriptions, transactionImages, transactionTitle, transferText } from './describeTransaction'
import { ACCOUNT, fungible, item, nft, OTHER } from './testing'

describe('history item text', () => {
  test('§9 display: transfer amounts rounded to 3 decimals (ties away from zero), exact from the decimal text, with the sign of the direction', () => {
    expect(transferText(fungible('USDC', '12.3456', 'out'))).toBe('-12.346 USDC')
    expect(transferText(fungible('USDC', '12.3454', 'in'))).toBe('+12.345 USDC')
    expect(transferText(fungible('ETH', '0.0005', 'in'))).toBe('+0.001 ETH')
    expect(transferText(fungible('ETH', '0.0004999', 'in'))).toBe('+0 ETH')
    expect(transferText(fungible('ETH', '2.000', 'self'))).toBe('2 ETH')
    // Beyond float precision: 2^53 + 1 keeps its last digit.
    expect(transferText(fungible('PUSD', '9007199254740993.0004', 'in'))).toBe('+9007199254740993 PUSD')
    expect(transferText(fungible('PUSD', '1.000000000000000001', 'out'))).toBe('-1 PUSD')
  })

  test('issue 21 behavior: the rounded amount written for the locale (digits and decimal sign), the rounding unchanged', () => {
    const german = (decimal: string) => decimal.replace('.', ',')
    expect(transferText(fungible('USDC', '12.3456', 'out'), german)).toBe('-12,346 USDC')
    expect(transferText({ ...nft('Sword', false, 'out'), quantity: { numeric: '3' } }, () => '٣')).toBe('-٣ × Sword')
    expect(transactionDescriptions(item('0x2', { transfers: [fungible('PUSD', '300.5', 'out')] }), german)).toEqual(['-300,5 PUSD'])
  })

  test('§3 display: an NFT by its name, with a count above one', () => {
    expect(transferText(nft('Punk #7', false))).toBe('+Punk #7')
    expect(transferText({ ...nft('Sword', false, 'out'), quantity: { numeric: '3' } })).toBe('-3 × Sword')
  })

  test('behavior: titles in the past tense; unknown operation types capitalised', () => {
    expect(['send', 'receive', 'trade', 'approve', 'mint', 'burn', 'deploy', 'execute'].map(transactionTitle)).toEqual(['Sent', 'Received', 'Swapped', 'Approved', 'Minted', 'Burned', 'Deployed', 'Executed'])
    expect(transactionTitle('bridge')).toBe('Bridge')
  })

  test('§9 display: without transfers, from -> to with addresses truncated to 4 + 6 characters', () => {
    expect(transactionDescriptions(item('0x1', { transfers: [], operationType: 'approve' }))).toEqual([`${ACCOUNT.slice(0, 4)}...${ACCOUNT.slice(-6)} → ${OTHER.slice(0, 4)}...${OTHER.slice(-6)}`])
    expect(transactionDescriptions(item('0x2', { transfers: [fungible('PUSD', '300', 'out'), fungible('ETH', '0.0996', 'in')] }))).toEqual(['-300 PUSD', '+0.1 ETH'])
  })

  test('security: images only from https or data:image URLs; a swap shows both assets', () => {
    const swap = item('0x1', { operationType: 'trade', transfers: [fungible('PUSD', '1', 'out', 'javascript:alert(1)'), fungible('ETH', '1', 'in', 'https://img.example/eth.png')] })
    expect(transactionImages(swap)).toEqual([
      { url: undefined, fallback: 'PUS' },
      { url: 'https://img.example/eth.png', fallback: 'ETH' },
    ])
    expect(transactionImages(item('0x2', { transfers: [] }))).toEqual([])
  })
})
