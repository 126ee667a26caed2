/**
 * The classic SPL Token program.
 *
 * @example
 * import { TOKEN_PROGRAM_ID } from 'portico/chains/solana'
 * account.owner === TOKEN_PROGRAM_ID // an SPL Token account or mint
 */
export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'

/**
 * The Token-2022 program (token extensions).
 *
 * @example
 * import { TOKEN_2022_PROGRAM_ID } from 'portico/chains/solana'
 * account.owner === TOKEN_2022_PROGRAM_ID // a Token-2022 account or mint
 */
export const TOKEN_2022_PROGRAM_ID = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
