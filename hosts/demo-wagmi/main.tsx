import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@fontsource/inter/400.css'
import '@fontsource/inter/600.css'
import '../demo/src/demo.css'
import { App } from './App'
import { createWagmiDemo } from './createWagmiDemo'

// As a wagmi app does: the config (and here the Portico instance) is made once, outside React.
const demo = createWagmiDemo()
const root = document.getElementById('root')
if (!root) throw new Error('#root is missing')
createRoot(root).render(
  <StrictMode>
    <App demo={demo} />
  </StrictMode>,
)
