/** Things to stop at the end, last started first stopped; every one runs even if another throws. */
export class Cleanup {
  private readonly steps: { name: string; stop: () => Promise<void> }[] = []
  private running: Promise<void> | undefined

  /** Registers how to stop something just started. */
  add(name: string, stop: () => Promise<void>): void {
    this.steps.push({ name, stop })
  }

  /** Stops everything registered (once; later calls wait for the first). */
  run(): Promise<void> {
    this.running ??= this.stopAll()
    return this.running
  }

  private async stopAll(): Promise<void> {
    for (const step of this.steps.reverse()) {
      try {
        await step.stop()
      } catch (error) {
        console.error(`bench: could not stop ${step.name}:`, error)
      }
    }
  }
}
