// The receiver check's code (and its BLAKE2b) loads with the Send form, not with the page.
export { isPolkadotAddress } from 'portico'
