import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import type { Profile } from './types'

/** Profiles by address (lower-cased on eip155): what the Account view header shows. */
export type IdentityState = { profiles: Record<string, Profile> }

/**
 * The identity slice, injected into the instance's store when the identity service first loads.
 *
 * @example
 * store.dispatch(identitySlice.actions.profileSynced({ address, profile: { name: 'alice.eth' } }))
 */
export const identitySlice = createSlice({
  name: 'identity',
  initialState: { profiles: {} } as IdentityState,
  reducers: {
    profileSynced: (state, { payload }: PayloadAction<{ address: string; profile: Profile }>) => {
      state.profiles[profileKey(payload.address)] = payload.profile
    },
  },
})

/**
 * Key of an address in `profiles`: EVM addresses lower-cased, others as given.
 *
 * @example
 * profileKey('0xAbC') // '0xabc'
 */
export function profileKey(address: string): string {
  return address.startsWith('0x') ? address.toLowerCase() : address
}

declare module '../store/createStore' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazyLoadedSlices extends WithSlice<typeof identitySlice> {}
}
