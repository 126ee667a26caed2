import { openDatabase } from './database'
import { defineOtpRaceTests } from './otpRaceSuite'
import { startPostgres } from './testing/startPostgres'

// The same race on a real PostgreSQL server, where the pool runs statements in parallel.
defineOtpRaceTests('PostgreSQL', async () => {
  const server = await startPostgres()
  return { db: await openDatabase({ url: server.url }), stop: server.stop }
})
