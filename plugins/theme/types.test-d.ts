// Type tests: checked by `tsc --noEmit`, not run.
import { expectTypeOf } from 'vitest'
import theme, { type ThemeOptions, type ThemeVariables, type W3mThemeVariables } from './index'

expectTypeOf(theme().id).toEqualTypeOf<'theme'>()
expectTypeOf<W3mThemeVariables['--w3m-z-index']>().toEqualTypeOf<number | undefined>()
expectTypeOf<ThemeOptions['mode']>().toEqualTypeOf<'dark' | 'light' | 'system' | undefined>()

theme({ variables: { '--pc-border-radius-master': 4, '--w3m-border-radius-master': '2px', '--pc-font-size-master': '11px' } })
// @ts-expect-error -- a radius is a number or a px string
theme({ variables: { '--pc-border-radius-master': '1rem' } })
// @ts-expect-error -- the strength is a number (percent)
theme({ variables: { '--pc-color-mix-strength': '40%' } })
// @ts-expect-error -- unknown variable names are a type error (and a warning at run time)
const unknown: ThemeVariables = { '--pc-background': 'red' }
// @ts-expect-error -- modes are 'dark', 'light' and 'system'
theme({ mode: 'auto' })
void unknown
