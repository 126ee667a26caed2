/* global document, window */
// The local checkout page's script (hosts/demo/server/onrampCheckout.ts renders the page): Pay
// posts the order once, then says what was sent; "Return to the app" closes the window.
const form = document.getElementById('checkout')
if (form) {
  const status = form.querySelector('[role="status"]')
  const pay = form.querySelector('button[type="submit"]')
  const close = document.getElementById('checkout-close')
  close.addEventListener('click', () => window.close())
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    pay.disabled = true
    status.textContent = 'Paying…'
    try {
      const response = await fetch('/onramp/checkout/pay', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: form.dataset.order })
      const answer = await response.json()
      if (!response.ok) throw new Error(answer.error || `HTTP ${response.status}`)
      status.textContent = `Payment complete: ${answer.amount} ${answer.symbol} sent (transaction ${answer.hash}).`
      close.hidden = false
    } catch (error) {
      status.textContent = `Payment failed: ${error.message}`
      pay.disabled = false
    }
  })
}
