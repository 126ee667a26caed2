/**
 * Tables of the auth server. Secrets are never stored in the clear: codes, session tokens,
 * device ids and approval links are stored as SHA-256 hashes; key shares are sealed with
 * AES-256-GCM under keys that live outside the database (see `sealing.ts`).
 */
export const SCHEMA_SQL = `
create table if not exists projects (
  id text primary key,
  origins text not null
);
create table if not exists users (
  id text primary key,
  email text not null unique,
  address text,
  preferred_account_type text,
  created_at bigint not null
);
-- null: the visitor never chose, so the spec's default applies (eip155 smart account); older
-- databases had 'not null default eoa'.
alter table users alter column preferred_account_type drop not null;
alter table users alter column preferred_account_type drop default;
-- When the email last changed: new devices and recovery-share release wait out a cooling-off period.
alter table users add column if not exists email_changed_at bigint;
-- Social login (issue 19): such an account has no email; its identity is in social_identities.
alter table users alter column email drop not null;
alter table users add column if not exists social_provider text;
alter table users add column if not exists user_name text;
-- One row per provider identity: the issuer and subject (never the email claim) name the user.
create table if not exists social_identities (
  issuer text not null,
  subject text not null,
  provider text not null,
  user_id text not null references users(id),
  primary key (issuer, subject)
);
-- An authorization-code flow in progress: state (hashed), nonce and PKCE verifier stay here,
-- bound to the device (frame cookie) that started it and the host origin to answer.
create table if not exists social_flows (
  state_hash text primary key,
  provider text not null,
  nonce text not null,
  verifier text not null,
  device_hash text not null,
  host_origin text not null,
  expires_at bigint not null,
  used_at bigint
);
-- One-time result codes (60 s) the popup hands to the host; redeemed only by the same device.
create table if not exists social_results (
  code_hash text primary key,
  user_id text not null references users(id),
  device_hash text not null,
  expires_at bigint not null,
  used_at bigint
);
-- The flow id the frame polls with when the popup cannot post back (opener severed by the
-- provider's Cross-Origin-Opener-Policy): hashed on the flow and on its one-time result.
alter table social_flows add column if not exists poll_hash text;
alter table social_results add column if not exists poll_hash text;
create unique index if not exists social_results_poll_hash on social_results (poll_hash);
-- A redirect-based flow (Telegram mini-app): the host page the callback sends the visitor back to
-- with result_uri, on the flow's host origin; null for the popup.
alter table social_flows add column if not exists return_url text;
-- The visitor's locale when the flow started (issue 21): the callback's pages speak it.
alter table social_flows add column if not exists locale text;
-- Sign In With Farcaster (issue 19): the relay channel a frame's device opened, with the nonce
-- its signed message must carry; polled by the flow id (hashed), used once.
create table if not exists farcaster_flows (
  flow_hash text primary key,
  channel_token text not null,
  nonce text not null,
  device_hash text not null,
  host_origin text not null,
  expires_at bigint not null,
  used_at bigint
);
create table if not exists devices (
  user_id text not null references users(id),
  device_hash text not null,
  approved_at bigint not null,
  primary key (user_id, device_hash)
);
create table if not exists otps (
  id text primary key,
  email text not null,
  purpose text not null,
  device_hash text not null,
  code_hash text not null,
  created_at bigint not null,
  expires_at bigint not null,
  attempts integer not null default 0,
  state text not null default 'open'
);
create index if not exists otps_lookup on otps (email, purpose, device_hash, state);
create table if not exists device_links (
  token_hash text primary key,
  user_id text not null references users(id),
  device_hash text not null,
  expires_at bigint not null,
  used_at bigint
);
-- What the approval page shows about the asking device.
alter table device_links add column if not exists created_at bigint;
alter table device_links add column if not exists ip text;
alter table device_links add column if not exists user_agent text;
-- The visitor's locale (issue 21): the page the mailed link opens speaks it.
alter table device_links add column if not exists locale text;
create table if not exists sessions (
  token_hash text primary key,
  user_id text not null references users(id),
  device_hash text not null,
  created_at bigint not null,
  expires_at bigint not null,
  revoked_at bigint
);
-- A session is bound to the project and the top-level origin it started under (issue 14).
alter table sessions add column if not exists project_id text;
alter table sessions add column if not exists top_origin text;
create table if not exists key_shares (
  user_id text not null references users(id),
  kind text not null check (kind in ('server', 'recovery')),
  sealed text not null,
  primary key (user_id, kind)
);
create table if not exists email_sends (
  email text not null,
  ip text not null,
  sent_at bigint not null
);
create index if not exists email_sends_email on email_sends (email, sent_at);
create index if not exists email_sends_ip on email_sends (ip, sent_at);
create table if not exists email_updates (
  user_id text primary key references users(id),
  new_email text not null,
  state text not null,
  expires_at bigint not null
);
-- Fixed-window rate limits (rateLimits.ts), shared by every server process: bucket is a hash.
create table if not exists rate_limits (
  bucket text primary key,
  window_start bigint not null,
  hits integer not null
);
-- The bundler's bundles (one user operation each), so a receipt still answers after a restart.
-- gas_limit is what the sponsor may pay; gas_used is filled in once the bundle is mined.
create table if not exists sponsored_bundles (
  chain_id integer not null,
  user_op_hash text not null,
  transaction_hash text not null,
  owner text not null,
  day text not null,
  gas_limit bigint not null,
  gas_used bigint,
  created_at bigint not null,
  primary key (chain_id, user_op_hash)
);
create index if not exists sponsored_bundles_unsettled on sponsored_bundles (owner) where gas_used is null;
-- Sponsored gas per owner (one per user) and UTC day ('YYYY-MM-DD'): the gas used by mined
-- bundles plus the limits of bundles not yet mined. Checked against the daily budget.
create table if not exists sponsor_gas (
  owner text not null,
  day text not null,
  gas bigint not null,
  primary key (owner, day)
);
`
