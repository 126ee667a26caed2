import type { Database } from './database'

/** A project: the host origins allowed to embed the frame (exact `scheme://host:port`). */
export type Project = { id: string; origins: string[] }

/**
 * The per-project origin allowlist, in the database.
 *
 * @example
 * const projects = createProjectStore(db)
 * await projects.save({ id: 'demo', origins: ['http://127.0.0.1:5173'] })
 */
export function createProjectStore(db: Database) {
  return {
    async save(project: Project): Promise<void> {
      await db.query('insert into projects (id, origins) values ($1, $2) on conflict (id) do update set origins = $2', [
        project.id,
        JSON.stringify(project.origins),
      ])
    },
    async origins(projectId: string): Promise<string[] | undefined> {
      const [row] = await db.query<{ origins: string }>('select origins from projects where id = $1', [projectId])
      if (!row) return undefined
      const parsed: unknown = JSON.parse(row.origins)
      return Array.isArray(parsed) ? parsed.filter((origin): origin is string => typeof origin === 'string') : []
    },
  }
}
