import { openDatabase } from './database'
import { defineAuthServiceTests } from './authSuite'

defineAuthServiceTests('PGlite', async () => ({ db: await openDatabase({}) }))
