import { createContext, useContext } from 'react'
import type { Portico } from '../createPortico'

/** The instance the modal and hooks belong to. */
export const PorticoContext = createContext<Portico | undefined>(undefined)

/** The instance from the nearest provider or modal root; throws outside one. */
export function usePorticoInstance(): Portico {
  const portico = useContext(PorticoContext)
  if (!portico) throw new Error('Portico hooks must be used inside <PorticoProvider portico={...}>')
  return portico
}
