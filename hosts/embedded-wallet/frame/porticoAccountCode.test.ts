import { expect, test } from 'vitest'
import { compileContracts } from '../../../devnet/compile'
import { PORTICO_ACCOUNT_CREATION_CODE } from './porticoAccountCode'

test('the bundled PorticoAccount creation code is what the contract source compiles to', () => {
  expect(PORTICO_ACCOUNT_CREATION_CODE).toBe(compileContracts(['PorticoAccount.sol', 'PorticoEntryPoint.sol']).PorticoAccount?.bytecode)
})
