/** Head tags written by the prerender step; React renders its own for the live page. */
export function forgetPrerenderedHead() {
  document.head.querySelectorAll('[data-prerendered]').forEach((element) => element.remove());
}
