import { encodeAbiParameters, stringToHex, toEventSelector, toFunctionSelector } from 'viem'
import { describe, expect, test } from 'vitest'
import * as abi from './abi'
import { formatRpcCursor, isBefore, parseRpcCursor } from './cursor'

describe('history ABI pieces (viem as the oracle)', () => {
  test('topics and selectors are the keccak of their signatures', () => {
    expect(abi.TRANSFER_TOPIC).toBe(toEventSelector('Transfer(address,address,uint256)'))
    expect(abi.TRANSFER_SINGLE_TOPIC).toBe(toEventSelector('TransferSingle(address,address,address,uint256,uint256)'))
    expect(abi.TRANSFER_BATCH_TOPIC).toBe(toEventSelector('TransferBatch(address,address,address,uint256[],uint256[])'))
    expect(abi.APPROVAL_TOPIC).toBe(toEventSelector('Approval(address,address,uint256)'))
    expect(abi.APPROVAL_FOR_ALL_TOPIC).toBe(toEventSelector('ApprovalForAll(address,address,bool)'))
    expect(abi.APPROVE_SELECTORS).toEqual(['approve(address,uint256)', 'setApprovalForAll(address,bool)', 'increaseAllowance(address,uint256)', 'permit(address,address,uint256,uint256,uint8,bytes32,bytes32)'].map(toFunctionSelector))
    expect(abi.TRANSFER_SELECTORS).toEqual(['transfer(address,uint256)', 'transferFrom(address,address,uint256)', 'safeTransferFrom(address,address,uint256)'].map(toFunctionSelector))
    expect([abi.NAME_SELECTOR, abi.SYMBOL_SELECTOR, abi.DECIMALS_SELECTOR]).toEqual(['name()', 'symbol()', 'decimals()'].map(toFunctionSelector))
  })

  test('token names: ABI strings (unicode too) and bytes32; malformed answers give nothing', () => {
    expect(abi.decodeAbiText(encodeAbiParameters([{ type: 'string' }], ['Portico Dollar']))).toBe('Portico Dollar')
    expect(abi.decodeAbiText(encodeAbiParameters([{ type: 'string' }], ['Ünïcødé ✓ token with a name longer than thirty-two bytes']))).toBe('Ünïcødé ✓ token with a name longer than thirty-two bytes')
    expect(abi.decodeAbiText(stringToHex('MKR', { size: 32 }))).toBe('MKR')
    expect(abi.decodeAbiText('0x')).toBeUndefined()
    expect(abi.decodeAbiText(encodeAbiParameters([{ type: 'string' }], ['']))).toBeUndefined()
    expect(abi.decodeAbiText(`0x${'00'.repeat(31)}20${'ff'.repeat(32)}`)).toBeUndefined() // length past the data
    expect(abi.decodeAbiText('0xzz')).toBeUndefined()
  })

  test('ERC-1155 batch data: both arrays, same length; malformed gives nothing', () => {
    const data = encodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], [[1n, 2n, 2n ** 200n], [10n, 20n, 30n]])
    expect(abi.decodeUintArrayPair(data)).toEqual({ first: [1n, 2n, 2n ** 200n], second: [10n, 20n, 30n] })
    expect(abi.decodeUintArrayPair(encodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], [[1n], [10n, 20n]]))).toBeUndefined()
    expect(abi.decodeUintArrayPair(data.slice(0, -64))).toBeUndefined()
  })

  test('address topics round-trip', () => {
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    expect(abi.addressTopic(address)).toBe(encodeAbiParameters([{ type: 'address' }], [address]))
    expect(abi.topicAddress(abi.addressTopic(address))).toBe(address.toLowerCase())
  })
})

describe('RPC cursor', () => {
  test('§4 paging: "{block}:{index}" round-trips; positions order by block, then index', () => {
    expect(parseRpcCursor(formatRpcCursor({ block: 120, index: 3 }))).toEqual({ block: 120, index: 3 })
    expect(isBefore({ block: 119, index: 9 }, { block: 120, index: 0 })).toBe(true)
    expect(isBefore({ block: 120, index: 2 }, { block: 120, index: 3 })).toBe(true)
    expect(isBefore({ block: 120, index: 3 }, { block: 120, index: 3 })).toBe(false)
  })

  test('error: anything else is refused with a clear message', () => {
    for (const bad of ['', '12', '12:', ':3', '-1:0', '1:2:3', '1e3:0', ' 1:0', '9'.repeat(16) + ':0']) {
      expect(() => parseRpcCursor(bad)).toThrow(`Invalid history cursor: ${bad}`)
    }
  })
})
