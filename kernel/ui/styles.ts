import { darkTokens, tokensToCss } from '../theme/tokens'

/**
 * The modal's own style sheet. It lives in the modal's shadow root (adopted, never an inline
 * <style>), so host CSS cannot reach in and ours cannot leak out. Dark tokens are the default;
 * the theme plugin appends its palette through the `styles` hook.
 */
export const baseCss = `${tokensToCss(':host', darkTokens)}
:host{all:initial;--pc-radius-xs:calc(var(--pc-border-radius-master));--pc-radius-s:calc(var(--pc-border-radius-master)*2);--pc-radius-m:calc(var(--pc-border-radius-master)*3);--pc-radius-l:calc(var(--pc-border-radius-master)*5);--pc-duration-view:150ms;--pc-duration-header:120ms;--pc-duration-height:150ms;--pc-duration-shake:500ms}
*,*::before,*::after{box-sizing:border-box}
.pc-root{font-family:var(--pc-font-family);font-size:calc(var(--pc-font-size-master)*1.4);line-height:1.4;color:var(--pc-foreground);-webkit-font-smoothing:antialiased}
.pc-warm{position:fixed;top:0;left:-10000px;visibility:hidden;pointer-events:none}
.pc-overlay{position:fixed;inset:0;z-index:var(--pc-z-index);display:flex;align-items:center;justify-content:center;background:var(--pc-overlay);animation:pc-fade var(--pc-duration-view) ease-out}
.pc-dialog{width:var(--pc-modal-width);max-width:calc(100vw - 16px);max-height:calc(100vh - 32px);display:flex;flex-direction:column;background:color-mix(in srgb,var(--pc-background),var(--pc-color-mix) var(--pc-color-mix-strength));border:1px solid var(--pc-border);border-radius:var(--pc-radius-l);box-shadow:0 16px 48px rgba(0,0,0,.35);overflow:hidden;animation:pc-rise var(--pc-duration-view) ease-out;outline:none}
.pc-embedded{width:var(--pc-modal-width);max-width:100%;background:var(--pc-background);border:1px solid var(--pc-border);border-radius:var(--pc-radius-l);overflow:hidden}
.pc-body{overflow:hidden;transition:height var(--pc-duration-height) ease}
.pc-body-inner{padding:8px 12px 16px;max-height:calc(100vh - 110px);overflow-y:auto}
.pc-view{animation:pc-view-in var(--pc-duration-view) ease-out}
.pc-header{display:grid;grid-template-columns:40px 1fr 40px;align-items:center;padding:12px 12px 4px;min-height:52px}
.pc-title{margin:0;text-align:center;font-size:calc(var(--pc-font-size-master)*1.6);font-weight:600;animation:pc-fade var(--pc-duration-header) ease-out}
/* Right to left (Arabic): the back arrow points the way the views go back. */
.pc-root[dir=rtl] .pc-back svg{transform:scaleX(-1)}
.pc-icon-button{width:36px;height:36px;display:inline-flex;align-items:center;justify-content:center;border:0;border-radius:var(--pc-radius-s);background:transparent;color:var(--pc-foreground-muted);cursor:pointer;font:inherit}
.pc-icon-button:hover{background:var(--pc-background-hover);color:var(--pc-foreground)}
button:focus-visible,input:focus-visible,a:focus-visible,[tabindex]:focus-visible{outline:2px solid var(--pc-focus-ring);outline-offset:2px}
.pc-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px}
.pc-group-label{margin:12px 4px 6px;font-size:calc(var(--pc-font-size-master)*1.2);color:var(--pc-foreground-muted);text-transform:capitalize}
.pc-item{width:100%;display:flex;align-items:center;gap:12px;padding:8px 10px;border:0;border-radius:var(--pc-radius-m);background:var(--pc-background-raised);color:var(--pc-foreground);font:inherit;text-align:start;cursor:pointer;text-decoration:none}
.pc-item:hover{background:var(--pc-background-hover)}
.pc-item[aria-disabled=true]{opacity:.5;cursor:not-allowed}
.pc-item-name{flex:1;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-weight:500}
.pc-item-lines{display:flex;flex-direction:column}.pc-item-lines>*{overflow:hidden;text-overflow:ellipsis}
.pc-tag{font-size:calc(var(--pc-font-size-master)*1.1);color:var(--pc-foreground-muted);padding:2px 6px;border-radius:var(--pc-radius-xs);background:var(--pc-background-hover)}
.pc-tag-accent{color:var(--pc-accent-text)}
.pc-avatar{width:36px;height:36px;flex:none;border-radius:var(--pc-radius-s);background:var(--pc-background-hover);object-fit:cover;display:inline-flex;align-items:center;justify-content:center;font-weight:600;color:var(--pc-foreground-muted);overflow:hidden}
.pc-avatar-large{width:72px;height:72px;border-radius:50%}
.pc-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:40px;padding:0 16px;border:0;border-radius:var(--pc-radius-m);background:var(--pc-accent);color:var(--pc-accent-foreground);font:inherit;font-weight:600;cursor:pointer}
.pc-button-secondary{background:var(--pc-background-raised);color:var(--pc-foreground)}
.pc-button[disabled]{opacity:.5;cursor:not-allowed}
.pc-stack{display:flex;flex-direction:column;align-items:center;gap:12px;text-align:center;padding:12px 4px}
.pc-muted{color:var(--pc-foreground-muted)}
.pc-error{color:var(--pc-error)}
.pc-input{width:100%;min-height:40px;padding:0 12px;border:1px solid var(--pc-border);border-radius:var(--pc-radius-m);background:var(--pc-background-raised);color:var(--pc-foreground);font:inherit}
.pc-tabs{display:flex;gap:4px;padding:4px;border-radius:var(--pc-radius-m);background:var(--pc-background-raised)}
.pc-tab{flex:1;min-height:32px;border:0;border-radius:var(--pc-radius-s);background:transparent;color:var(--pc-foreground-muted);font:inherit;cursor:pointer}
.pc-tab[aria-selected=true]{background:var(--pc-background-hover);color:var(--pc-foreground)}
.pc-features{display:flex;gap:8px;justify-content:center;flex-wrap:wrap}
.pc-virtual{position:relative;overflow-y:auto;height:360px}
.pc-spinner{width:40px;height:40px;border-radius:50%;border:3px solid var(--pc-background-hover);border-top-color:var(--pc-accent);animation:pc-spin 1s linear infinite}
.pc-shake{animation:pc-shake var(--pc-duration-shake) ease}
.pc-toast{position:fixed;left:50%;bottom:24px;transform:translateX(-50%);z-index:calc(var(--pc-z-index) + 1);display:flex;align-items:center;gap:8px;padding:8px 14px;border-radius:999px;background:var(--pc-background-raised);border:1px solid var(--pc-border);color:var(--pc-foreground);animation:pc-rise var(--pc-duration-view) ease-out}
.pc-toast[data-variant=error]{color:var(--pc-error)}
.pc-toast[data-variant=success]{color:var(--pc-success)}
.pc-legal{display:flex;gap:8px;align-items:flex-start;margin:4px 4px 12px}
.pc-methods-gate{border:0;margin:0;padding:0;min-width:0}
.pc-methods-gate:disabled{opacity:.6}
.pc-link{border:0;padding:0;background:none;color:var(--pc-accent-text);font:inherit;cursor:pointer;text-decoration:underline}
.pc-footer{margin:14px 4px 0;text-align:center}
.pc-guide h3{margin:8px 4px 6px;font-size:calc(var(--pc-font-size-master)*1.5)}
.pc-guide p{margin:0 4px 12px}
.pc-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.pc-connect-button{display:inline-flex;align-items:center;gap:8px;min-height:40px;padding:0 16px;border:0;border-radius:var(--pc-radius-m);background:var(--pc-accent);color:var(--pc-accent-foreground);font:inherit;font-weight:600;cursor:pointer}
@keyframes pc-fade{from{opacity:0}to{opacity:1}}
@keyframes pc-rise{from{opacity:0;transform:translateY(8px)}to{opacity:1;transform:none}}
@keyframes pc-view-in{from{opacity:0;transform:translateX(6px)}to{opacity:1;transform:none}}
@keyframes pc-spin{to{transform:rotate(360deg)}}
@keyframes pc-shake{10%,90%{transform:translateX(-1px)}20%,80%{transform:translateX(2px)}30%,50%,70%{transform:translateX(-4px)}40%,60%{transform:translateX(4px)}}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:0s!important;transition-duration:0s!important}}`
