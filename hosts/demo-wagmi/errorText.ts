/** What the panels show of a failed wagmi call: the error's name and its first line (viem's short message). */
export function errorText(error: Error): string {
  const short = (error as Error & { shortMessage?: string }).shortMessage ?? error.message.split('\n')[0]
  return `${error.name}: ${short}`
}
