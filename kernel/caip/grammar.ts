/** CAIP-2 `reference`: 1 to 32 of `[-_a-zA-Z0-9]`. Internal; not exported from the package. */
export const CAIP2_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/

/** CAIP-10 `account_address`: 1 to 128 of `[-.%a-zA-Z0-9]`. Internal; not exported from the package. */
export const CAIP10_ACCOUNT_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/
