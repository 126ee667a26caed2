import { openDatabase } from './database'
import { defineOtpRaceTests } from './otpRaceSuite'

defineOtpRaceTests('PGlite', async () => ({ db: await openDatabase({}) }))
